import styled from 'styled-components';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { SkeletonText } from '../skeleton/SkeletonText.tsx';
import { CardGrid, type CardGridProps } from './CardGrid.tsx';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-block-end: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`;

const Cover = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  border-radius: 0;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** Props of {@link CardGridSkeleton}. */
export interface CardGridSkeletonProps extends Pick<CardGridProps, 'minCardWidth' | 'threeFrom'> {
  /** How many cards to draw. */
  count?: number;
  /** A short line above the title, where the cards have one (an article's category). */
  kicker?: boolean;
  /** The title line: its width and height (a CSS length). */
  titleWidth?: string;
  titleHeight?: string;
}

/**
 * A card grid's shape while its cards load: a 16:9 picture, a title and two
 * lines each. Hidden from screen readers, which hear the busy region around it.
 */
export function CardGridSkeleton({
  count = 6,
  kicker = false,
  titleWidth = '70%',
  titleHeight,
  ...grid
}: CardGridSkeletonProps) {
  return (
    <CardGrid aria-hidden="true" {...grid}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Placeholder>
            <Cover height="auto" />
            <Lines>
              {kicker && <Skeleton variant="text" width="40%" />}
              <Skeleton variant="text" width={titleWidth} height={titleHeight} />
              <SkeletonText lines={2} />
            </Lines>
          </Placeholder>
        </li>
      ))}
    </CardGrid>
  );
}
