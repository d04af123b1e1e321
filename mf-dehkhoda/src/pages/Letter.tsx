import {
  EmptyState,
  ErrorState,
  formatNumber,
  isNotFoundError,
  Link,
  Pagination,
  SkeletonText,
  usePageTitle,
  listReset,
} from '@shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@shared/router';
import styled from 'styled-components';
import { PageColumn, PageLead, PageTitle } from '../components/page-layout.ts';
import { useDehkhodaBreadcrumb } from '../hooks/use-dehkhoda-breadcrumb.ts';
import { entryPath, letterPath, STATS_PATH } from '../lib/paths.ts';
import { readPage } from '../lib/search-state.ts';
import { letterEntriesQuery } from './Letter.data.ts';

const Entries = styled.ol<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ${listReset}
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
`;

/** /dehkhoda/letter/{letter}: every entry filed under one letter, in dictionary order (from the statistics page). */
export default function Letter() {
  const { letter = '' } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const query = useQuery({ ...letterEntriesQuery(letter, page), placeholderData: keepPreviousData });
  const title = `مدخل‌های حرف «${letter}»`;
  usePageTitle(title);
  useDehkhodaBreadcrumb(title);
  // A letter that is not one of the alphabet's is a page that does not exist.
  if (isNotFoundError(query.error)) throw query.error;

  let body;
  if (query.data && query.data.data.length > 0) {
    const { data, meta } = query.data;
    body = (
      <>
        <p role="status">{formatNumber(meta.total)} مدخل</p>
        <Entries $stale={query.isPlaceholderData} aria-busy={query.isPlaceholderData || undefined}>
          {data.map((entry) => (
            <li key={entry.id}>
              <Link to={entryPath(entry)}>
                <bdi>{entry.title}</bdi>
              </Link>
            </li>
          ))}
        </Entries>
        <Pagination
          page={meta.current_page}
          pageCount={meta.last_page}
          hrefFor={(target) => letterPath(letter, target)}
        />
      </>
    );
  } else if (query.data) {
    body = <EmptyState title={`مدخلی زیر حرف «${letter}» نیست`} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="فهرست مدخل‌ها بارگذاری نشد"
        message="اتصال را بررسی کنید و دوباره تلاش کنید."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <div aria-busy="true">
        <SkeletonText lines={6} />
      </div>
    );
  }

  return (
    <PageColumn data-area="dehkhoda" data-page="Letter">
      <header>
        <PageTitle>{title}</PageTitle>
        <PageLead>همهٔ مدخل‌های این حرف، به ترتیب الفبا.</PageLead>
      </header>
      {body}
      <Link to={STATS_PATH}>بازگشت به آمار لغت‌نامه</Link>
    </PageColumn>
  );
}
