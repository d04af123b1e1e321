import { ImageViewerDemo } from '@shared/ui';

/** `/image-test`: the image viewer lightbox of spec section 9, on a small gallery. */
export default function ImageTestPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="image-test-title">
      <h1 id="image-test-title">{title}</h1>
      <p>روی هر تصویر بزنید تا در نمایشگر باز شود. کلیدهای جهت، + و - و Escape هم کار می‌کنند.</p>
      <ImageViewerDemo />
    </section>
  );
}
