import { formatDate, formatPercent, Link } from '@shared/ui';
import { RowMain, RowMeta } from '../../../components/ListSurface.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import type { ActivityEvent } from '../utils/activity-timeline.ts';

/** One event: what happened, in which course, and when. */
export function EventRow({ event }: { event: ActivityEvent }) {
  const date = formatDate(event.at, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <RowMain>
      <span>
        {event.kind === 'quiz' ? 'آزمون دادید: ' : 'درس خواندید: '}
        <Link to={profilePaths.course(event.courseSlug)}>
          <bdi>{event.title}</bdi>
        </Link>
      </span>
      <RowMeta>
        <time dateTime={event.at}>{date}</time> ·{' '}
        {event.kind === 'quiz'
          ? `نمره ${formatPercent(event.percent / 100)}`
          : `پیشرفت دوره ${formatPercent(event.percent / 100)}`}
      </RowMeta>
    </RowMain>
  );
}
