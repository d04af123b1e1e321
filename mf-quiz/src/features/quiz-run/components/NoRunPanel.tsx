import { currentQuizRunQuery, startQuizRun, type QuizInfo } from '@shared/api-client';
import { Button, EmptyState } from '@shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link.ts';
import { quizPaths } from '../../../lib/paths.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of {@link NoRunPanel}. */
export interface NoRunPanelProps {
  quizCode: string;
  info: QuizInfo | undefined;
}

/**
 * The run page when the student has no run of this quiz in progress: never
 * taken (the way in is the start), or finished by them or by its clock (the
 * latest result, as the server lists it, and a way to start again).
 */
export function NoRunPanel({ quizCode, info }: NoRunPanelProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lastRun = info?.finished_runs[0]?.id;
  // Without the info (it failed to load) nothing is claimed about earlier runs.
  const taken = lastRun !== undefined;
  const start = useMutation({
    mutationFn: () => startQuizRun({ quiz_code: quizCode }),
    onSuccess: ({ data }) => {
      client.setQueryData(currentQuizRunQuery(quizCode).queryKey, data);
      void navigate(quizPaths.run(quizCode, data.current_index + 1), { replace: true });
    },
  });
  return (
    <EmptyState
      title={info && !taken ? 'هنوز این آزمون را نداده‌اید' : 'آزمونی در جریان نیست'}
      text={
        taken
          ? 'این آزمون را تمام کرده‌اید یا زمانش به پایان رسیده است. می‌توانید نتیجه را ببینید یا آزمون را دوباره شروع کنید.'
          : 'با شروع آزمون، زمان آن آغاز می‌شود و پاسخ‌هایتان همان لحظه ذخیره می‌شوند.'
      }
      action={
        <Actions>
          {lastRun !== undefined && (
            <ButtonLink to={quizPaths.runResult(quizCode, lastRun)}>دیدن نتیجهٔ آخرین آزمون</ButtonLink>
          )}
          <Button
            variant={lastRun === undefined ? 'primary' : 'secondary'}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {taken ? 'شروع دوبارهٔ آزمون' : 'شروع آزمون'}
          </Button>
          {info && (
            <ButtonLink $variant="secondary" to={quizPaths.quiz(info.slug)}>
              دربارهٔ آزمون
            </ButtonLink>
          )}
          {start.isError && <Problem role="alert">شروع آزمون ممکن نشد. دوباره تلاش کنید.</Problem>}
        </Actions>
      }
    />
  );
}
