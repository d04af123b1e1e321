import {
  questionKeys,
  questionQuery,
  submitQuestionAnswer,
  type QuestionDetail,
  type SessionStatus,
} from '@shared/api-client';
import { Button, LoginPrompt } from '@shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { OptionChoices } from '../../../components/OptionChoices.tsx';
import type { OptionMark } from '../../../components/option-styles.ts';

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
  session: SessionStatus;
  /** The correct option, once known from the answer or the solution. */
  correctId: number | undefined;
  /** The worked solution is on screen: checking an answer after reading it would prove nothing. */
  solutionShown: boolean;
  onChecked: (correctId: number) => void;
}

/**
 * Choosing an option and checking it (submit-answer, a bearer call): the
 * verdict in words and the correct option marked. A guest is asked to log in.
 */
export function AnswerForm({ question, labelledBy, session, correctId, solutionShown, onChecked }: AnswerFormProps) {
  // The bank remembers the student's last answer: it shows chosen, with its verdict, when they come back.
  const earlier = question.my_answer ?? undefined;
  const [chosen, setChosen] = useState<number | null>(earlier?.option_id ?? null);
  const client = useQueryClient();
  const check = useMutation({
    mutationFn: (optionId: number) => submitQuestionAnswer({ code: question.code, option_id: optionId }),
    onSuccess: (answer) => {
      onChecked(answer.data.correct_option_id);
      // The question and the bank's lists now carry this answer (`my_answer`): read them again when next shown.
      void client.invalidateQueries({ queryKey: questionQuery(question.code).queryKey });
      void client.invalidateQueries({ queryKey: questionKeys.bank });
    },
  });
  const checked = check.data?.data;
  const marks: Record<number, OptionMark> = {};
  if (checked && checked.option_id === chosen) {
    marks[checked.correct_option_id] = 'correct';
    if (!checked.is_correct) marks[checked.option_id] = 'wrong';
  } else if (correctId !== undefined) {
    marks[correctId] = 'correct';
  } else if (earlier && earlier.option_id === chosen) {
    marks[earlier.option_id] = earlier.is_correct ? 'correct' : 'wrong';
  }
  const verdict = check.isError
    ? { text: 'پاسخ ثبت نشد. اتصال اینترنت را بررسی کنید و دوباره بزنید.', correct: undefined }
    : check.data && check.data.data.option_id === chosen
      ? { text: check.data.message, correct: check.data.data.is_correct }
      : earlier && earlier.option_id === chosen
        ? {
            text: earlier.is_correct
              ? 'پیش‌تر به این سؤال پاسخ درست داده‌اید.'
              : 'پیش‌تر به این سؤال پاسخ نادرست داده‌اید؛ پاسخ تشریحی را ببینید.',
            correct: earlier.is_correct,
          }
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
      {session === 'in' ? (
        <div>
          <Button type="submit" loading={check.isPending} disabled={chosen === null || solutionShown}>
            ثبت پاسخ
          </Button>
        </div>
      ) : session === 'out' ? (
        <LoginPrompt>برای ثبت پاسخ و دیدن درستی آن وارد حساب کاربری‌تان شوید.</LoginPrompt>
      ) : null}
    </Form>
  );
}
