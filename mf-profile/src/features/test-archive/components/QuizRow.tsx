import { formatDate, formatNumber, formatScorePercent, Link, MetaList } from '@shared/ui';
import styled from 'styled-components';
import { RowMain, RowMeta } from '../../../components/ListSurface.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import type { TakenQuiz } from '../utils/quiz-history.ts';

const Score = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** One quiz taken: its name (opening its result, for a quiz run), course, date and score. */
export function QuizRow({ quiz }: { quiz: TakenQuiz }) {
  return (
    <>
      <RowMain>
        {quiz.resultHref ? (
          <Link to={quiz.resultHref}>
            <bdi>{quiz.title}</bdi>
          </Link>
        ) : (
          <bdi>{quiz.title}</bdi>
        )}
        <RowMeta>
          <MetaList>
            {quiz.courseSlug && quiz.courseTitle && (
              <Link to={profilePaths.course(quiz.courseSlug)}>
                <bdi>{quiz.courseTitle}</bdi>
              </Link>
            )}
            <time dateTime={quiz.takenAt}>{formatDate(quiz.takenAt)}</time>
          </MetaList>
        </RowMeta>
      </RowMain>
      <div>
        <Score>
          {formatNumber(quiz.score)} از {formatNumber(quiz.max)}
        </Score>{' '}
        {/* The run's one percentage, written as the quiz area writes it (one decimal). */}
        <RowMeta>({formatScorePercent(quiz.percent)})</RowMeta>
      </div>
    </>
  );
}
