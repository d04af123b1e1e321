import type { QuestionDifficulty } from '@shared/api-client';
import { Chip } from '@shared/ui';
import styled from 'styled-components';
import { DIFFICULTY_LABEL } from '../../../lib/difficulty.ts';
import { quizPaths } from '../../../lib/paths.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

/** Filters the questions by difficulty; each choice is a link, so the filter lives in the address. */
export function DifficultyFilter({
  topic,
  current,
}: {
  topic: string | undefined;
  current: QuestionDifficulty | undefined;
}) {
  const href = (difficulty?: QuestionDifficulty) =>
    topic ? quizPaths.topic(topic, { difficulty }) : quizPaths.bank({ difficulty });
  return (
    <nav aria-label="سطح دشواری">
      <List>
        <li>
          <Chip to={href()} selected={current === undefined}>
            همهٔ سطح‌ها
          </Chip>
        </li>
        {(['easy', 'medium', 'hard'] as const).map((difficulty) => (
          <li key={difficulty}>
            <Chip to={href(difficulty)} selected={current === difficulty}>
              {DIFFICULTY_LABEL[difficulty]}
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
