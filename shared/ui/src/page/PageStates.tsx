import styled from 'styled-components';
import { CHECK_CONNECTION, ErrorState } from '../components/error-state/index.ts';
import { Skeleton, SkeletonText } from '../components/skeleton/index.ts';

const Shape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** What the status line says, e.g. «در حال بارگذاری کارنامه…». */
  label: string;
  /**
   * `article` (the default): a title line and five lines of text, for a page
   * that reads like a document; `panel`: a block and four lines, for a
   * dashboard part or a list.
   */
  shape?: 'article' | 'panel';
  /** With `article`: a picture or player under the title. */
  withPicture?: boolean;
}

/** A page's shape while it loads; screen readers hear the status line instead of the placeholders. */
export function PageLoading({ label, shape = 'article', withPicture = false }: PageLoadingProps) {
  return (
    <Shape aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {shape === 'article' ? (
        <>
          <Skeleton variant="text" width="50%" height={32} />
          {withPicture && <Skeleton height={220} />}
          <SkeletonText lines={5} />
        </>
      ) : (
        <>
          <Skeleton height={120} />
          <SkeletonText lines={4} />
        </>
      )}
    </Shape>
  );
}

/** Props of {@link PageFailed}. */
export interface PageFailedProps {
  /** What did not load, e.g. «کارنامه». */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A page whose data did not load (not a 404): say so and offer to try again. */
export function PageFailed({ what, onRetry, retrying }: PageFailedProps) {
  return <ErrorState title={`${what} بارگذاری نشد`} message={CHECK_CONNECTION} onRetry={onRetry} retrying={retrying} />;
}
