import styled, { css, keyframes } from 'styled-components';

/** The shape of a placeholder. */
export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** rect by default. */
  variant?: SkeletonVariant;
  /** A CSS length or pixels; the full width by default (a circle's size when only this is set). */
  width?: string | number;
  /** A CSS length or pixels; one line of text for 'text'. */
  height?: string | number;
  className?: string;
}

// The sheen runs from the right edge to the left, as a Persian line reads (background positions are physical).
const shimmer = keyframes`
  from { background-position: -50% 0; }
  to { background-position: 150% 0; }
`;

/* The grey block and its moving sheen; still when motion is reduced. */
const skeletonSurface = css`
  display: block;
  background-color: ${({ theme }) => theme.colors.skeleton};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    color-mix(in srgb, ${({ theme }) => theme.colors.surface} 55%, transparent) 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

const Block = styled.span<{ $variant: SkeletonVariant; $width: string; $height: string }>`
  ${skeletonSurface}
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height }) => $height};
  ${({ $variant, theme }) =>
    $variant === 'circle'
      ? css`
          border-radius: 50%;
          aspect-ratio: 1;
        `
      : css`
          border-radius: ${$variant === 'text' ? theme.radius.sm : theme.radius.md};
        `}
`;

function cssLength(value: string | number | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder shown while content loads. Hidden from screen readers: the
 * region that loads says so with aria-busy or a status message instead.
 */
export function Skeleton({ variant = 'rect', width, height, className }: SkeletonProps) {
  const size = variant === 'circle' ? cssLength(width ?? height, '40px') : undefined;
  return (
    <Block
      aria-hidden="true"
      className={className}
      $variant={variant}
      $width={size ?? cssLength(width, '100%')}
      $height={size ?? cssLength(height, variant === 'text' ? '1em' : '120px')}
    />
  );
}
