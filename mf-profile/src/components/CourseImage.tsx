import type { ProfileCourse } from '@shared/api-client';
import { ResponsiveImage } from '@shared/ui';

/** A course's picture (16:9) from its image styles: the largest style is what the image server resizes. */
export function CourseImage({ styles, sizes }: { styles: ProfileCourse['image_styles']; sizes: string }) {
  const { large, medium, thumbnail } = styles.styles;
  return <ResponsiveImage src={large ?? medium ?? thumbnail} alt="" width={1280} height={720} sizes={sizes} />;
}
