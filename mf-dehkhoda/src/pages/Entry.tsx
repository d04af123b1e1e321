import { useQuery } from '@tanstack/react-query';
import { useParams } from '@shared/router';
import { dehkhodaEntryQuery, NotFoundError } from '@shared/api-client';
import { ErrorState, isNotFoundError, Link, usePageTitle } from '@shared/ui';
import { PageColumn, PageTitle } from '../components/page-layout.ts';
import { entryIdOf } from '../features/entry/api/entry-id.ts';
import { EntrySkeleton } from '../features/entry/components/EntrySkeleton.tsx';
import { EntryView } from '../features/entry/components/EntryView.tsx';
import { useCanonicalEntryUrl } from '../features/entry/hooks/use-canonical-entry-url.ts';
import { SearchBox } from '../features/search-box/components/SearchBox.tsx';
import { useDehkhodaBreadcrumb } from '../hooks/use-dehkhoda-breadcrumb.ts';
import { SEARCH_PATH } from '../lib/paths.ts';

/** /dehkhoda/entry/{id}/{slug} (or without its slug): one entry; an unknown id is the shell's 404 page. */
export default function Entry() {
  const { id = '' } = useParams();
  const entryId = entryIdOf(id);
  const query = useQuery({ ...dehkhodaEntryQuery(entryId ?? ''), enabled: entryId !== undefined });
  const entry = query.data?.data;
  usePageTitle(entry?.title);
  useDehkhodaBreadcrumb(entry?.title);
  useCanonicalEntryUrl(entry);
  // An id that is not a number names no entry: the 404 page, without asking.
  if (entryId === undefined) throw new NotFoundError();
  if (query.error && isNotFoundError(query.error)) throw query.error;

  return (
    <PageColumn data-area="dehkhoda" data-page="Entry">
      {entry ? (
        <EntryView entry={entry} />
      ) : query.isError ? (
        <>
          <PageTitle>مدخل لغت‌نامه</PageTitle>
          <ErrorState
            title="مدخل بارگذاری نشد"
            message="اتصال را بررسی کنید و دوباره تلاش کنید."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <EntrySkeleton />
      )}
      {/* A new entry starts with an empty box, not the word picked on the last one. */}
      <SearchBox key={id} label="جست‌وجوی واژهٔ دیگر" />
      <Link to={SEARCH_PATH}>بازگشت به لغت‌نامه</Link>
    </PageColumn>
  );
}
