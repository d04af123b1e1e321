import styled from 'styled-components';
import { ResponsiveImage } from '@shared/ui';

const Initial = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Frame = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: 50%;

  img,
  span {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** Image address, or null when the person has no picture. */
  src: string | null;
  /** The person's name: the first letter stands in for a missing picture. */
  name: string;
  size?: number;
}

/**
 * A round picture of a person. It is decorative: the name is always written
 * beside it or in the control that holds it.
 */
export function UserAvatar({ src, name, size = 32 }: UserAvatarProps) {
  if (!src)
    return (
      <Initial $size={size} aria-hidden="true">
        {name.trim().charAt(0)}
      </Initial>
    );
  return (
    <Frame $size={size}>
      <ResponsiveImage src={src} alt="" width={size} height={size} sizes={`${size}px`} />
    </Frame>
  );
}
