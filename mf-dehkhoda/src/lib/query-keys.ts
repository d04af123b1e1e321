import type { DehkhodaOrder, DehkhodaSort } from '@shared/api-client';

/** Keys of this area's queries in the shell's shared cache, all under 'dehkhoda'. */
export const dehkhodaKeys = {
  all: ['dehkhoda'] as const,
  autocomplete: (q: string) => ['dehkhoda', 'autocomplete', q] as const,
  search: (params: { q: string; page: number; sort: DehkhodaSort; order: DehkhodaOrder }) =>
    ['dehkhoda', 'search', params] as const,
  suggestions: (term: string) => ['dehkhoda', 'suggestions', term] as const,
  /** By the id in Latin digits, so /entry/۴۵۷ and /entry/457 share one cache entry. */
  entry: (id: string) => ['dehkhoda', 'entry', id] as const,
  stats: ['dehkhoda', 'stats'] as const,
  letter: (letter: string, page: number) => ['dehkhoda', 'letter', letter, page] as const,
};
