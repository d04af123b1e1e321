import type { ReportCard } from '@shared/api-client';
import { EmptyState, Link } from '@shared/ui';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { PrintButton } from './PrintButton.tsx';
import { ReportSummary } from './ReportSummary.tsx';
import { ScoreFigures } from './ScoreFigures.tsx';
import { ScoreTables } from './ScoreTables.tsx';
import { ShareLink } from './ShareLink.tsx';

/** Props of {@link ReportCardView}. */
export interface ReportCardViewProps {
  card: ReportCard;
  /** The owner sees the share link and what to do next; a visitor with the link does not. */
  own: boolean;
}

/**
 * A report card: who, the average, charts per course, per month and per quiz, and the same figures as
 * tables. The owner and a visitor with the share link see the same card; only the owner gets the link.
 */
export function ReportCardView({ card, own }: ReportCardViewProps) {
  if (card.courses.length === 0) {
    return (
      <>
        <ReportSummary card={card} />
        <EmptyState
          title="هنوز نمره‌ای در کارنامه نیست"
          text={
            own ? 'پس از نخستین آزمون، نمره‌های شما این‌جا نمودار می‌شوند.' : 'این دانش‌آموز هنوز آزمونی نداده است.'
          }
          action={own ? <Link to={profilePaths.quizzes}>دیدن آزمون‌ها</Link> : undefined}
        />
      </>
    );
  }
  return (
    <>
      <ReportSummary card={card} />
      {own && <ShareLink sharePath={card.share_path} />}
      <div>
        <PrintButton />
      </div>
      <ScoreFigures card={card} />
      <ScoreTables card={card} />
    </>
  );
}
