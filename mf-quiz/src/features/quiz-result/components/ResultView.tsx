import { NotFoundError, quizRunResultQuery, ValidationError, useSession } from '@shared/api-client';
import {
  EmptyState,
  ErrorState,
  isNotFoundError,
  LoginPrompt,
  PageHeader,
  Skeleton,
  SkeletonText,
  usePageTitle,
} from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@shared/router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link.ts';
import { quizPaths } from '../../../lib/paths.ts';
import { FinalResult } from './FinalResult.tsx';
import { FullResult } from './FullResult.tsx';
import { LostPicksNotice, lostPicksOf } from './LostPicksNotice.tsx';
import { resultLinks, type ResultMode } from './result-links.ts';
import { ResultNav } from './ResultNav.tsx';
import { ResultSummary } from './ResultSummary.tsx';

const Finished = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
`;

const TITLES: Record<ResultMode, string> = {
  summary: 'نتیجهٔ آزمون',
  full: 'پاسخ‌نامهٔ کامل',
  final: 'کارنامهٔ نهایی',
};

/** Props of {@link ResultView}. */
export interface ResultViewProps {
  runId: number;
  mode: ResultMode;
  /** Reached from the run's addresses or the quiz's. */
  from: 'run' | 'quiz';
  /** The quiz code from the address, for a way back into an unfinished run. */
  quizCode?: string;
  /** The quiz the address names (its code or slug): a run of another quiz is not found here. */
  quizOfAddress: string;
}

/** Whether a result is of the quiz the address names, by code or by slug. */
function isOfQuiz(quiz: { code: string; slug: string }, codeOrSlug: string): boolean {
  const named = codeOrSlug.toLowerCase();
  return quiz.code.toLowerCase() === named || quiz.slug.toLowerCase() === named;
}

/** A finished run's result in one of its three views; login required, because results are the student's own. */
export function ResultView({ runId, mode, from, quizCode, quizOfAddress }: ResultViewProps) {
  const session = useSession();
  const location = useLocation();
  const query = useQuery({ ...quizRunResultQuery(runId), enabled: session === 'in' });
  const result = query.data;
  usePageTitle(result ? `${TITLES[mode]}: ${result.quiz.title}` : undefined);

  if (query.error && isNotFoundError(query.error)) throw query.error;
  // `/quiz/run/QZ1005/result/1` must not show run 1 of another quiz under QZ1005's address.
  if (result && !isOfQuiz(result.quiz, quizOfAddress)) throw new NotFoundError();
  if (session === 'out') {
    return (
      <>
        <PageHeader title={TITLES[mode]} />
        <LoginPrompt>نتیجهٔ آزمون‌ها فقط برای خود شما نمایش داده می‌شود. برای دیدن آن وارد شوید.</LoginPrompt>
      </>
    );
  }
  if (query.error instanceof ValidationError) {
    return (
      <>
        <PageHeader title={TITLES[mode]} />
        <EmptyState
          title="این آزمون هنوز تمام نشده است"
          text="نتیجه پس از پایان آزمون آماده می‌شود."
          action={quizCode ? <ButtonLink to={quizPaths.run(quizCode)}>ادامهٔ آزمون</ButtonLink> : undefined}
        />
      </>
    );
  }
  if (query.error) {
    return (
      <>
        <PageHeader title={TITLES[mode]} />
        <ErrorState
          message="نتیجه بارگذاری نشد. اتصال اینترنت را بررسی کنید."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  if (!result) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          در حال بارگذاری نتیجه…
        </span>
        <Skeleton variant="text" width="50%" height="2.5rem" />
        <SkeletonText lines={2} />
        <Skeleton height={160} />
      </div>
    );
  }

  const links = resultLinks(from, result.quiz, result.run_id);
  const state = location.state as { finishedMessage?: unknown; lostPicks?: unknown } | null;
  const finishedMessage = state?.finishedMessage;
  const lostPicks = lostPicksOf(state?.lostPicks);
  return (
    <>
      <PageHeader title={TITLES[mode]} description={<bdi>{result.quiz.title}</bdi>} />
      {mode === 'summary' && typeof finishedMessage === 'string' && (
        <Finished role="status">{finishedMessage}</Finished>
      )}
      {mode === 'summary' && <LostPicksNotice picks={lostPicks} />}
      <ResultNav links={links} current={mode} />
      {mode === 'summary' && <ResultSummary result={result} fullHref={links.full} />}
      {mode === 'full' && <FullResult result={result} />}
      {mode === 'final' && <FinalResult result={result} fullHref={links.full} />}
    </>
  );
}
