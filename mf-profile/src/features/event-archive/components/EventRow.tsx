import { formatDate, formatPercent, formatScorePercent, Link, MetaList } from '@shared/ui';
import { RowMain, RowMeta } from '../../../components/ListSurface.tsx';
import type { ActivityEvent } from '../utils/activity-timeline.ts';

/** One event: what happened (leading to its course or result), and when. */
export function EventRow({ event }: { event: ActivityEvent }) {
  const date = formatDate(event.at, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <RowMain>
      <span>
        {event.kind === 'quiz' ? 'آزمون دادید: ' : 'درس خواندید: '}
        {event.href ? (
          <Link to={event.href}>
            <bdi>{event.title}</bdi>
          </Link>
        ) : (
          <bdi>{event.title}</bdi>
        )}
      </span>
      <RowMeta>
        <MetaList>
          <time dateTime={event.at}>{date}</time>
          {event.kind === 'quiz'
            ? `نمره ${formatScorePercent(event.percent)}`
            : `پیشرفت دوره ${formatPercent(event.percent / 100)}`}
        </MetaList>
      </RowMeta>
    </RowMain>
  );
}
