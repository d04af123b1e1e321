import { submitQuestionAnswer, type QuestionDetail } from '@shared/api-client';
import { Button } from '@shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { OptionChoices } from '../../../components/OptionChoices.tsx';
import type { OptionMark } from '../../../components/option-styles.ts';
import type { QuizSession } from '../../../lib/use-session.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Verdict = styled.p<{ $correct: boolean | undefined }>`
  margin: 0;
  min-block-size: 1.5em;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $correct }) =>
    $correct === undefined ? theme.colors.danger : $correct ? theme.colors.success : theme.colors.danger};
`;

/** Props of {@link AnswerForm}. */
export interface AnswerFormProps {
  question: QuestionDetail;
  labelledBy: string;
  session: QuizSession;
  /** The correct option, once known from the answer or the solution. */
  correctId: number | undefined;
  onChecked: (correctId: number) => void;
}

/**
 * Choosing an option and checking it (submit-answer, a bearer call): the
 * verdict in words and the correct option marked. A guest is asked to log in.
 */
export function AnswerForm({ question, labelledBy, session, correctId, onChecked }: AnswerFormProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const check = useMutation({
    mutationFn: (optionId: number) => submitQuestionAnswer({ code: question.code, option_id: optionId }),
    onSuccess: (answer) => onChecked(answer.data.correct_option_id),
  });
  const checked = check.data?.data;
  const marks: Record<number, OptionMark> = {};
  if (checked && checked.option_id === chosen) {
    marks[checked.correct_option_id] = 'correct';
    if (!checked.is_correct) marks[checked.option_id] = 'wrong';
  } else if (correctId !== undefined) {
    marks[correctId] = 'correct';
  }
  const verdict = check.isError
    ? { text: 'پاسخ ثبت نشد. اتصال اینترنت را بررسی کنید و دوباره بزنید.', correct: undefined }
    : check.data && check.data.data.option_id === chosen
      ? { text: check.data.message, correct: check.data.data.is_correct }
      : null;

  return (
    <Form
      aria-label="پاسخ به سؤال"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null && !check.isPending) check.mutate(chosen);
      }}
    >
      <OptionChoices
        name={`question-${question.code}`}
        labelledBy={labelledBy}
        options={question.options}
        value={chosen}
        onChange={(optionId) => {
          setChosen(optionId);
          check.reset();
        }}
        marks={marks}
      />
      <Verdict role="status" $correct={verdict?.correct}>
        {verdict?.text}
      </Verdict>
      {session === 'member' ? (
        <div>
          <Button type="submit" loading={check.isPending} disabled={chosen === null}>
            ثبت پاسخ
          </Button>
        </div>
      ) : session === 'guest' ? (
        <LoginPrompt>برای ثبت پاسخ و دیدن درستی آن وارد حساب کاربری‌تان شوید.</LoginPrompt>
      ) : null}
    </Form>
  );
}
