import { ResponsiveImage } from '@shared/ui';
import styled from 'styled-components';

const Initial = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Frame = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.skeleton};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps {
  src: string | null;
  name: string;
  size?: number;
  /** A preview of a chosen file (an object URL) is shown as it is, not through the image server. */
  raw?: boolean;
}

/**
 * The student's round picture. It is decorative: the name is always written
 * beside it. Without a picture the name's first letter stands in.
 */
export function ProfileAvatar({ src, name, size = 64, raw = false }: ProfileAvatarProps) {
  if (!src) {
    return (
      <Initial $size={size} aria-hidden="true">
        {name.trim().charAt(0)}
      </Initial>
    );
  }
  return (
    <Frame $size={size}>
      {raw ? (
        <img src={src} alt="" width={size} height={size} />
      ) : (
        <ResponsiveImage src={src} alt="" width={size} height={size} sizes={`${size}px`} />
      )}
    </Frame>
  );
}
