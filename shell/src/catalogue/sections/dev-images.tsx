import { ResponsiveImage, type ViewerImage } from '@shared/ui';

/* Pictures the dev API draws (same origin, so the page's CSP allows them). */
const devImage = (name: string): ViewerImage => ({
  src: `/api/dev-media/post/${encodeURIComponent(name)}.svg`,
  alt: name,
});

/** Sample pictures for cards, the carousel and the image viewer. */
export const DEV_IMAGES = [
  devImage('کلاس ریاضی'),
  devImage('آزمایشگاه فیزیک'),
  devImage('کتابخانهٔ مدرسه'),
  devImage('اردوی علمی'),
  devImage('نمایشگاه هنر'),
  devImage('مسابقهٔ ورزشی'),
] as const;

/** An address that fails, to show the broken-image states. */
export const BROKEN_IMAGE: ViewerImage = {
  src: '/api/not-found/missing-picture.png',
  alt: 'تصویری که بارگذاری نمی‌شود',
};

/** A sample picture at card size. */
export function DevImage({ image }: { image: ViewerImage }) {
  return (
    <ResponsiveImage src={image.src} alt={image.alt} width={640} height={360} sizes="(min-width: 960px) 25vw, 90vw" />
  );
}
