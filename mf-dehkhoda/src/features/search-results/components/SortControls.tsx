import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import type { DehkhodaOrder, DehkhodaSort } from '@shared/api-client';
import { Select, type SelectOption } from '@shared/ui';
import { DEFAULT_ORDER, searchHref, type SearchState } from '../../../lib/search-state.ts';

const SORT_OPTIONS: readonly SelectOption[] = [
  { value: 'relevance', label: 'نزدیک‌ترین به جست‌وجو' },
  { value: 'title', label: 'الفبایی' },
  { value: 'serial', label: 'شمارهٔ مدخل' },
];

/** Each direction named the way a reader thinks of that sort. */
const ORDER_LABELS: Record<DehkhodaSort, Record<DehkhodaOrder, string>> = {
  relevance: { desc: 'نزدیک‌ترین نخست', asc: 'دورترین نخست' },
  title: { asc: 'از «الف» تا «ی»', desc: 'از «ی» تا «الف»' },
  serial: { asc: 'کوچک به بزرگ', desc: 'بزرگ به کوچک' },
};

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  & > * {
    min-inline-size: 180px;
  }
`;

function isSort(value: string): value is DehkhodaSort {
  return value in ORDER_LABELS;
}

/**
 * Sort and order of the results. Each change is a new address (a history
 * entry), from the first page; a new sort starts in its natural direction.
 */
export function SortControls({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const orders = ORDER_LABELS[state.sort];
  const orderOptions: SelectOption[] = (
    [DEFAULT_ORDER[state.sort], DEFAULT_ORDER[state.sort] === 'asc' ? 'desc' : 'asc'] as const
  ).map((order) => ({ value: order, label: orders[order] }));
  return (
    <Controls>
      <Select
        label="مرتب‌سازی"
        options={SORT_OPTIONS}
        value={state.sort}
        onChange={(sort) => {
          if (isSort(sort)) void navigate(searchHref({ q: state.q, sort }));
        }}
      />
      <Select
        label="ترتیب"
        options={orderOptions}
        value={state.order}
        onChange={(order) => {
          if (order === 'asc' || order === 'desc') void navigate(searchHref({ q: state.q, sort: state.sort, order }));
        }}
      />
    </Controls>
  );
}
