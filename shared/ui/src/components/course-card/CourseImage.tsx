import type { CourseCard } from '@shared/api-client';
import { ResponsiveImage } from '../responsive-image/index.ts';

/** Props of {@link CourseImage}. */
export interface CourseImageProps {
  styles: CourseCard['image_styles'];
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A course's or content's picture (16:9) from its image styles: the largest
 * style is the source the image server resizes for each screen.
 */
export function CourseImage({ styles, alt = '', sizes, priority, className }: CourseImageProps) {
  const { large, medium, thumbnail } = styles.styles;
  return (
    <ResponsiveImage
      src={large ?? medium ?? thumbnail}
      alt={alt}
      width={1280}
      height={720}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
