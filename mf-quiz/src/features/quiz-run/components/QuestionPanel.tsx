import type { QuizRunQuestion } from '@shared/api-client';
import { Button, formatNumber } from '@shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { MathText } from '../../../components/MathText.tsx';
import { OptionChoices } from '../../../components/OptionChoices.tsx';
import { QuestionFigure } from '../../../components/QuestionFigure.tsx';
import type { SendState } from '../hooks/send-state.ts';
import { answerStatus } from './answer-status.ts';
import { StepButtons } from './StepButtons.tsx';

const Panel = styled.section<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & h2:focus {
    outline: none;
  }
  /* Room for the site's fixed header when the question is scrolled to the top. */
  & h2 {
    scroll-margin-block-start: 128px;
  }
`;

const Body = styled(MathText)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 2;
  overflow-wrap: anywhere;
`;

const Status = styled.p<{ $tone: 'muted' | 'success' | 'danger' }>`
  margin: 0;
  min-block-size: 1.5em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: space-between;

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Props of {@link QuestionPanel}. */
export interface QuestionPanelProps {
  data: QuizRunQuestion;
  /** True while the next question loads and this one is still shown. */
  stale: boolean;
  selected: number | null;
  onSelect: (optionId: number) => void;
  state: SendState | undefined;
  unsent: boolean;
  onSubmit: () => void;
  onMove: (index: number) => void;
  onFinish: () => void;
  /** Moves focus to the question when the student moved to it (not on first load). */
  focusOnShow: boolean;
  /** The question is flagged to look at again before finishing. */
  marked: boolean;
  onToggleMark: () => void;
}

/** One question of a run: its text, figure and options, the send status, and the ways on. */
export function QuestionPanel(props: QuestionPanelProps) {
  const {
    data,
    stale,
    selected,
    onSelect,
    state,
    unsent,
    onSubmit,
    onMove,
    onFinish,
    focusOnShow,
    marked,
    onToggleMark,
  } = props;
  const { question, index, run } = data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = answerStatus({ state, unsent, selected, saved: data.chosen_option_id });
  const last = index >= run.question_count - 1;
  const headingId = `quiz-question-${question.id}-title`;
  const bodyId = `quiz-question-${question.id}-body`;

  useEffect(() => {
    // The student moved here: the question starts at the top of the screen, and a screen reader reads it.
    if (!focusOnShow || !headingRef.current) return;
    headingRef.current.focus({ preventScroll: true });
    headingRef.current.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, [focusOnShow, question.id]);

  return (
    <Panel aria-labelledby={headingId} aria-busy={stale || undefined} $stale={stale}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        سؤال {formatNumber(index + 1)} از {formatNumber(run.question_count)}
      </h2>
      <Body element="div" id={bodyId} text={question.body} displayStyle />
      <QuestionFigure src={question.media_url} alt={`شکل سؤال ${formatNumber(index + 1)}`} />
      <OptionChoices
        name={`quiz-question-${question.id}`}
        labelledBy={`${headingId} ${bodyId}`}
        options={question.options}
        value={selected}
        onChange={onSelect}
        disabled={stale}
      />
      <Button variant="ghost" aria-pressed={marked} onClick={onToggleMark}>
        {marked ? 'برداشتن علامت مرور' : 'علامت برای مرور'}
      </Button>
      <Status role="status" $tone={status.tone}>
        {status.text}
      </Status>
      <Actions>
        {/* Never shown as busy: choosing already sends, and a press while that request travels waits for it
            (the sender sends each answer once) and then moves on, rather than being swallowed. */}
        <Button onClick={onSubmit} disabled={selected === null || stale}>
          ثبت پاسخ
        </Button>
        <div>
          <StepButtons index={index} last={last} onMove={onMove} onFinish={onFinish} />
        </div>
      </Actions>
    </Panel>
  );
}
