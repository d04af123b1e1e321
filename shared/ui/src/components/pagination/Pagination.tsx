import { formatNumber } from '../../format/persian.ts';
import { ELLIPSIS, pageRange } from './page-range.ts';
import { PageControl } from './PageControl.tsx';
import { Gap, PageList, StepLabel } from './pagination-styles.ts';

/** Props of {@link Pagination}: give `hrefFor` for links (better for search engines) or `onChange` for buttons. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange?: (page: number) => void;
  /** The address of a page; when given, every page is a link. */
  hrefFor?: (page: number) => string;
  /** Names the navigation landmark, so that two on one page can be told apart. */
  label?: string;
  className?: string;
}

/* Previous points right and next points left: the page reads right to left. */
function Arrow({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={towards === 'previous' ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
    </svg>
  );
}

/** Moves through the pages of a long list. Numbers are in Persian digits. */
export function Pagination({ page, pageCount, onChange, hrefFor, label = 'صفحه‌بندی', className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const control = (target: number) => ({ page: target, href: hrefFor?.(target), onSelect: onChange });

  return (
    <nav aria-label={label} className={className}>
      <PageList>
        <li>
          <PageControl {...control(page - 1)} disabled={page <= 1}>
            <Arrow towards="previous" />
            <StepLabel>صفحهٔ قبل</StepLabel>
          </PageControl>
        </li>
        {pageRange(page, pageCount).map((slot, index) =>
          slot === ELLIPSIS ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={slot}>
              <PageControl {...control(slot)} current={slot === page} aria-label={`صفحهٔ ${formatNumber(slot)}`}>
                {formatNumber(slot)}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl {...control(page + 1)} disabled={page >= pageCount}>
            <StepLabel>صفحهٔ بعد</StepLabel>
            <Arrow towards="next" />
          </PageControl>
        </li>
      </PageList>
    </nav>
  );
}
