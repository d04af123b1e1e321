import { queryOptions } from '@tanstack/react-query';
import { getDehkhodaEntry, NotFoundError, toLatinDigits } from '@shared/api-client';
import { dehkhodaKeys } from '../../../lib/query-keys.ts';

/** An entry by the id in its address; /entry/۴۵۷ and /entry/457 are the same entry. */
export function entryQuery(id: string) {
  const latinId = toLatinDigits(id.trim());
  return queryOptions({
    queryKey: dehkhodaKeys.entry(latinId),
    // An id that is not a number names no entry: the 404 page, without asking.
    queryFn: () => (/^\d{1,9}$/.test(latinId) ? getDehkhodaEntry(latinId) : Promise.reject(new NotFoundError())),
    staleTime: 10 * 60_000,
  });
}
