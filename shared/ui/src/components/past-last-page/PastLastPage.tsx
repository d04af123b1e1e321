import { EmptyState } from '../empty-state/EmptyState.tsx';
import { Link } from '../link/Link.tsx';

/**
 * A page number beyond a paged list's end (an old link, a list that shrank): says so and leads to the
 * list's first page.
 */
export function PastLastPage({ firstPage }: { firstPage: string }) {
  return (
    <EmptyState
      title="این صفحه خالی است"
      text="فهرست به این صفحه نمی‌رسد."
      action={<Link to={firstPage}>رفتن به صفحهٔ اول</Link>}
    />
  );
}
