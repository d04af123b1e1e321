import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_WIDTHS } from '../responsive-image/image-widths.ts';
import { isSafeImageUrl, webpImageUrl } from '../responsive-image/image-url.ts';
import { plainUserText } from '../../format/user-text.ts';
import { initialsOf } from './initials.ts';

const Frame = styled.span<{ $size: number; $fontSize: number }>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: 50%;
  /* The theme's primary pair, which meets WCAG AA as text in both themes. */
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $fontSize }) => $fontSize}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  user-select: none;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The smallest text size at which a Persian letter stays legible. */
const MIN_FONT_PX = 12;

/** Initials fill the circle in proportion: one letter larger than two. */
export function initialsFontSize(size: number, letters: number): number {
  return Math.max(MIN_FONT_PX, Math.round(size * (letters > 1 ? 0.38 : 0.46)));
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's full name: the accessible name, and the initials without a picture. */
  name: string;
  /** The picture's address; null, empty or one that fails to load shows the initials. */
  src?: string | null;
  /** Diameter in CSS pixels. */
  size?: number;
  /**
   * Hidden from assistive technology, for an avatar whose name is written
   * right beside it (or inside the same button), so it is not read twice.
   */
  decorative?: boolean;
  /** Show `src` as it is (a chosen file's object URL), not through the image server. */
  raw?: boolean;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
  className?: string;
}

/**
 * A person's round picture or, without one, one or two initials large
 * enough to read at 32 px. The full name is its accessible name unless it
 * is decorative.
 */
export function Avatar({ name, src, size = 32, decorative = false, raw = false, priority, className }: AvatarProps) {
  // Remembering which address failed brings the picture back when `src` changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = initialsOf(name);
  const letters = [...initials.replace(/\s/g, '')].length;
  const label = plainUserText(name).trim() || 'کاربر';
  const showPicture = !!src && failedSrc !== src && (raw || isSafeImageUrl(src));
  return (
    <Frame
      $size={size}
      $fontSize={initialsFontSize(size, letters)}
      className={className}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {showPicture ? (
        <img
          // The image server's smallest width (320 px) covers an avatar at twice its size.
          src={raw ? src : webpImageUrl(src, IMAGE_WIDTHS[0])}
          alt=""
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </Frame>
  );
}
