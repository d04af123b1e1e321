import type { QuestionCard } from '@shared/api-client';
import { Card, formatNumber, MetaList } from '@shared/ui';
import styled from 'styled-components';
import { MathText } from '../../../components/MathText.tsx';
import { DIFFICULTY_LABEL } from '../../../lib/difficulty.ts';
import { quizPaths } from '../../../lib/paths.ts';

const Body = styled(MathText)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 2;
  overflow-wrap: anywhere;
`;

/** The student's earlier answer, in words and colour (the words alone carry it). */
const Answered = styled.strong<{ $correct: boolean }>`
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A question in the bank list: titled with its place in the list in Persian
 * digits («سؤال ۳»; a code such as Q1001 means nothing to a student), with
 * its topic, difficulty and text with its formulas.
 */
export function QuestionCardItem({ question, position }: { question: QuestionCard; position: number }) {
  return (
    <Card
      to={quizPaths.question(question.code)}
      headingLevel={3}
      title={<>سؤال {formatNumber(position)}</>}
      footer={
        <Meta>
          <MetaList>
            <bdi>{question.topic.name}</bdi>
            {DIFFICULTY_LABEL[question.difficulty]}
            {question.media_url && 'دارای شکل'}
            {question.my_answer && (
              <Answered $correct={question.my_answer.is_correct}>
                {question.my_answer.is_correct ? 'پاسخ داده‌اید: درست' : 'پاسخ داده‌اید: نادرست'}
              </Answered>
            )}
          </MetaList>
        </Meta>
      }
    >
      <Body element="p" text={question.body} displayStyle />
    </Card>
  );
}
