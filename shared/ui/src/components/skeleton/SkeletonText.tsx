import styled from 'styled-components';
import { Skeleton } from './Skeleton.tsx';

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps {
  /** How many lines; 3 by default. */
  lines?: number;
  className?: string;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(1)};
`;

/** A paragraph of placeholder lines; the last one is shorter, as real text ends. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} variant="text" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
