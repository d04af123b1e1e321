import { courseIndexQuery } from '@shared/api-client';
import { formatNumber } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { formatLength } from '../../../lib/format.ts';

/** One line about the whole catalogue: courses, teachers, contents and hours of video. */
export function CatalogueTotals() {
  const index = useQuery(courseIndexQuery());
  if (!index.data) return null;
  const { totals } = index.data.data;
  return (
    <>
      {formatNumber(totals.courses)} دوره از {formatNumber(totals.teachers)} مدرس، با {formatNumber(totals.contents)}{' '}
      محتوا و {formatLength(totals.video_seconds)} ویدیوی آموزشی.
    </>
  );
}
