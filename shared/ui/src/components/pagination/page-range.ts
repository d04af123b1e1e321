/** A gap in the page numbers, shown as «…». */
export const ELLIPSIS = 'ellipsis';

/** One slot of the pagination: a page number or a gap. */
export type PageSlot = number | typeof ELLIPSIS;

/** Up to this many pages are all shown; more are shortened with gaps. */
const MAX_SLOTS = 7;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The page numbers to show: all of them when they fit in seven slots,
 * otherwise the first, the last, the current with its neighbours, and gaps.
 * Always seven slots when shortened, so the control does not change width.
 */
export function pageRange(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= MAX_SLOTS) return range(1, pageCount);
  const middleStart = Math.max(Math.min(page - 1, pageCount - 4), 3);
  const middleEnd = Math.min(Math.max(page + 1, 5), pageCount - 2);
  return [
    1,
    middleStart > 3 ? ELLIPSIS : 2,
    ...range(middleStart, middleEnd),
    middleEnd < pageCount - 2 ? ELLIPSIS : pageCount - 1,
    pageCount,
  ];
}
