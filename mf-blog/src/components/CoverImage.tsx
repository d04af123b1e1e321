import type { BlogPostCard } from '@shared/api-client';
import { ResponsiveImage } from '@shared/ui';

/** The `image_styles` block of the contract (spec section 3). */
export type ImageStyles = BlogPostCard['picture_styles'];

/** Props of {@link CoverImage}. */
export interface CoverImageProps {
  /** `picture_styles` of a post or `image_styles` of a sponsor. */
  styles: ImageStyles;
  alt: string;
  /** The size the picture is designed for; its ratio reserves the space while it loads. */
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A post's or sponsor's picture from its image styles: the largest style is
 * the source the image server resizes, so every screen gets the width it needs.
 */
export function CoverImage({ styles, alt, width, height, sizes, priority, className }: CoverImageProps) {
  const { large, medium, thumbnail } = styles.styles;
  return (
    <ResponsiveImage
      src={large ?? medium ?? thumbnail}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
