import { useSession } from '@shared/api-client';
import type { QuestionDetail } from '@shared/api-client';
import { Chip, PageHeader, ShareButton, listReset } from '@shared/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link.ts';
import { MathText } from '../../../components/MathText.tsx';
import { QuestionFigure } from '../../../components/QuestionFigure.tsx';
import { DIFFICULTY_LABEL } from '../../../lib/difficulty.ts';
import { quizPaths } from '../../../lib/paths.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { questionTitle } from '../lib/question-title.ts';
import { SolutionPanel } from './SolutionPanel.tsx';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: 52rem;
`;

const Labels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

const Body = styled(MathText)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 2;
  overflow-wrap: anywhere;
`;

const Next = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A bank question: its text and figure, the answer check, the worked solution and the next question of its topic. */
export function QuestionView({ question }: { question: QuestionDetail }) {
  const session = useSession();
  const [correctId, setCorrectId] = useState<number | undefined>();
  const [solutionShown, setSolutionShown] = useState(false);
  const learn = useCallback((id: number) => setCorrectId(id), []);
  const solved = useCallback((id: number) => {
    setCorrectId(id);
    setSolutionShown(true);
  }, []);
  const bodyId = `question-${question.code}-body`;
  const title = questionTitle(question);
  return (
    <Layout>
      <PageHeader title={title}>
        <Labels aria-label="دربارهٔ سؤال">
          <li>
            <Chip to={quizPaths.topic(question.topic.slug)}>
              <bdi>{question.topic.name}</bdi>
            </Chip>
          </li>
          <li>
            <Chip>
              <bdi>{question.grade.name}</bdi>
            </Chip>
          </li>
          <li>
            <Chip>دشواری: {DIFFICULTY_LABEL[question.difficulty]}</Chip>
          </li>
        </Labels>
        <ShareButton title={title} path={quizPaths.question(question.code)} />
      </PageHeader>
      <Body element="div" id={bodyId} text={question.body} displayStyle />
      <QuestionFigure src={question.media_url} alt={`شکل ${title}`} />
      <AnswerForm
        question={question}
        labelledBy={bodyId}
        session={session}
        correctId={correctId}
        solutionShown={solutionShown}
        onChecked={learn}
      />
      <SolutionPanel question={question} session={session} onSolved={solved} />
      {question.next_code && (
        <Next>
          <ButtonLink $variant="secondary" to={quizPaths.question(question.next_code)}>
            سؤال بعدی همین مبحث
          </ButtonLink>
        </Next>
      )}
    </Layout>
  );
}
