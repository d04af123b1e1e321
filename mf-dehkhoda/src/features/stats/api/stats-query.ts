import { queryOptions } from '@tanstack/react-query';
import { getDehkhodaStats } from '@shared/api-client';
import { dehkhodaKeys } from '../../../lib/query-keys.ts';

/** The dictionary's figures; they change only when the dictionary does. */
export function statsQuery() {
  return queryOptions({
    queryKey: dehkhodaKeys.stats,
    queryFn: getDehkhodaStats,
    staleTime: 30 * 60_000,
  });
}
