import { useState } from 'react';
import styled from 'styled-components';
import { BrokenImage } from './BrokenImage.tsx';
import { isResizable, isSafeImageUrl, webpImageUrl, type ImageUrlBuilder } from './image-url.ts';
import { widthsFor } from './image-widths.ts';

const Img = styled.img`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
`;

/** Props of {@link ResponsiveImage}. */
export interface ResponsiveImageProps {
  /** The original image address. */
  src: string;
  /** What the image shows; an empty string marks it as decorative. */
  alt: string;
  /** Intrinsic size in pixels; reserves the space so nothing shifts while loading. */
  width: number;
  height: number;
  /** How wide the image is shown at each viewport, for the browser to pick a width. */
  sizes?: string;
  /** Above the fold: loaded at once and first, instead of lazily. */
  priority?: boolean;
  /** Makes the address of each width; the site's webp image server by default. */
  buildUrl?: ImageUrlBuilder;
  className?: string;
}

/**
 * An image in the widths of spec section 9 as webp, with `srcset` and
 * `sizes` so each screen loads only what it needs, lazily below the fold.
 * An address that fails to load, or is not a safe image address, shows a
 * broken-image placeholder of the same size.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  buildUrl = webpImageUrl,
  className,
}: ResponsiveImageProps) {
  // Remembering which address failed resets the state when `src` changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src || !isSafeImageUrl(src)) {
    return <BrokenImage width={width} height={height} className={className} />;
  }

  const widths = isResizable(src) ? widthsFor(width) : [];
  const fallbackWidth = widths.find((candidate) => candidate >= width) ?? widths.at(-1);
  return (
    <Img
      src={fallbackWidth === undefined ? src : buildUrl(src, fallbackWidth)}
      srcSet={widths.length > 0 ? widths.map((w) => `${buildUrl(src, w)} ${w}w`).join(', ') : undefined}
      sizes={widths.length > 0 ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
