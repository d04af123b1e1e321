import styled from 'styled-components';

const Frame = styled.span<{ $width: number; $height: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: min(100%, ${({ $width }) => $width}px);
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  background: ${({ theme }) => theme.colors.skeleton};
  color: ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Props of {@link BrokenImage}. */
export interface BrokenImageProps {
  /** The size the image would have had, so nothing moves. */
  width: number;
  height: number;
  /** The accessible name; «تصویر بارگذاری نشد» by default. */
  label?: string;
  className?: string;
}

/** Stands in for an image that failed to load or may not be loaded. */
export function BrokenImage({ width, height, label = 'تصویر بارگذاری نشد', className }: BrokenImageProps) {
  return (
    <Frame role="img" aria-label={label} className={className} $width={width} $height={height}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40" fill="none">
        <path
          d="M4 5h16v14H4zM4 15l4-4 3 3M14 12l2-2 4 4M3 3l18 18"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Frame>
  );
}
