import type { QuizResultQuestion } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import styled from 'styled-components';
import { MathText } from '../../../components/MathText.tsx';
import { OptionReview } from '../../../components/OptionReview.tsx';
import { QuestionFigure } from '../../../components/QuestionFigure.tsx';
import { OUTCOME_LABEL } from './outcome.ts';

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Outcome = styled.span<{ $outcome: QuizResultQuestion['outcome'] }>`
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $outcome }) =>
    $outcome === 'correct' ? theme.colors.onSuccess : $outcome === 'wrong' ? theme.colors.onDanger : theme.colors.text};
  background: ${({ theme, $outcome }) =>
    $outcome === 'correct' ? theme.colors.success : $outcome === 'wrong' ? theme.colors.danger : theme.colors.skeleton};
`;

const Body = styled(MathText)`
  margin: 0;
  line-height: 2;
  overflow-wrap: anywhere;
`;

const Solution = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  line-height: 2;

  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** One question of the answer sheet: the student's choice, the correct one and the worked solution. */
export function ResultQuestion({ question }: { question: QuizResultQuestion }) {
  const number = formatNumber(question.index + 1);
  const bodyId = `quiz-result-${question.id}-body`;
  return (
    <Item aria-labelledby={`quiz-result-${question.id}-title`}>
      <header>
        <h2 id={`quiz-result-${question.id}-title`}>سؤال {number}</h2>
        <Outcome $outcome={question.outcome}>{OUTCOME_LABEL[question.outcome]}</Outcome>
      </header>
      <Body element="p" id={bodyId} text={question.body} displayStyle />
      <QuestionFigure src={question.media_url} alt={`شکل سؤال ${number}`} />
      <OptionReview
        options={question.options}
        correctId={question.correct_option_id}
        chosenId={question.chosen_option_id}
        labelledBy={bodyId}
      />
      <Solution aria-label={`پاسخ تشریحی سؤال ${number}`}>
        <h3>پاسخ تشریحی</h3>
        <MathText element="p" text={question.solution} />
      </Solution>
    </Item>
  );
}
