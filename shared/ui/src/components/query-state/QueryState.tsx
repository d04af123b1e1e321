import type { ReactNode } from 'react';
import { isNotFoundError } from '../../page/is-not-found.ts';
import { ErrorState, type ErrorStateProps } from '../error-state/ErrorState.tsx';

/** What `QueryState` reads of a query; a TanStack Query result is one. */
export type QueryLike<T> = { isFetching: boolean; refetch: () => unknown } & (
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }
);

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while the first answer loads: the skeleton of what `children` draws. */
  pending: ReactNode;
  /** The failure's words (title, message, heading level); the retry button runs the query again. */
  failure?: Omit<ErrorStateProps, 'onRetry' | 'retrying'>;
  /**
   * A 404 answer is the site's not-found page, not an error to retry: for the query a page is about (an
   * article, an entry). The error is thrown to the page's boundary, which draws that page.
   */
  notFoundIsPage?: boolean;
  /** Draws the answer. */
  children: (data: T) => ReactNode;
}

/**
 * The states of one query, drawn the one way the site draws them: its skeleton while loading, the error
 * with a retry button (busy while the retry runs) when it failed, and the answer when it came.
 */
export function QueryState<T>({ query, pending, failure, notFoundIsPage = false, children }: QueryStateProps<T>) {
  if (query.status === 'pending') return <>{pending}</>;
  if (query.status === 'error') {
    if (notFoundIsPage && isNotFoundError(query.error)) throw query.error;
    return <ErrorState {...failure} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}
