import { useId, useState } from 'react';
import styled from 'styled-components';
import { DemoThumbnail } from './DemoThumbnail.tsx';
import { ImageViewer } from './ImageViewer.tsx';
import type { ViewerImage } from './viewer-image.ts';
import { listReset } from '../../theme/list-reset.ts';

const devImage = (name: string): ViewerImage => ({
  src: `/api/dev-media/post/${encodeURIComponent(name)}.svg`,
  alt: name,
});

/** Four pictures the dev API draws, and one address that fails, to show the load-error state. */
const DEMO_IMAGES: ViewerImage[] = [
  devImage('کلاس درس'),
  devImage('آزمایشگاه شیمی'),
  devImage('کتابخانهٔ مدرسه'),
  devImage('حیاط مدرسه'),
  { src: '/api/not-found/broken.png', alt: 'تصویری که بارگذاری نمی‌شود' },
];

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

const LoopOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

/** A small gallery that opens the image viewer; the shell's /image-test page shows it. */
export function ImageViewerDemo() {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [loop, setLoop] = useState(false);
  const loopId = useId();

  return (
    <section>
      <LoopOption htmlFor={loopId}>
        <input id={loopId} type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
        بعد از آخرین تصویر، به اولین برگرد
      </LoopOption>
      <Gallery>
        {DEMO_IMAGES.map((image, index) => (
          <li key={image.src}>
            <DemoThumbnail image={image} onOpen={() => setOpenAt(index)} />
          </li>
        ))}
      </Gallery>
      <ImageViewer
        open={openAt !== null}
        images={DEMO_IMAGES}
        startIndex={openAt ?? 0}
        loop={loop}
        onClose={() => setOpenAt(null)}
      />
    </section>
  );
}
