import { ImageViewer, isSafeImageUrl, type ViewerImage } from '@shared/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** A picture that opens the viewer looks like it (its focus ring is the site's, :focus-visible). */
const Root = styled.div`
  & img[role='button'] {
    cursor: zoom-in;
  }
`;

/** Props of {@link ZoomableImages}. */
export interface ZoomableImagesProps {
  /** HTML whose pictures open in the viewer (an article's body). */
  children: ReactNode;
  /** Changes when the HTML does, so its pictures are looked for again. */
  html: string;
}

/** What a picture is, for the viewer and its button: its alt text, else a plain word. */
const altOf = (image: HTMLImageElement) => image.alt.trim() || 'تصویر مقاله';

/**
 * Opens the pictures of HTML the site did not write (an article's body) in
 * the site's image viewer, one of all of them at a time. The HTML arrives
 * rendered from the server, so each picture is made a button once the page
 * runs: focusable, named, opened with a click, Enter or Space. A picture
 * whose address is not a safe image address, or that is a link, stays as it is.
 */
export function ZoomableImages({ children, html }: ZoomableImagesProps) {
  const root = useRef<HTMLDivElement>(null);
  const [images, setImages] = useState<ViewerImage[]>([]);
  const [openAt, setOpenAt] = useState<number | null>(null);

  useEffect(() => {
    const container = root.current;
    if (!container) return undefined;
    // A picture inside a link is the link's: a button inside a link would be two controls in one.
    const pictures = [...container.querySelectorAll('img')].filter(
      (image) => isSafeImageUrl(image.src) && !image.closest('a[href]'),
    );
    setImages(pictures.map((image) => ({ src: image.src, alt: altOf(image) })));
    for (const image of pictures) {
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-label', `نمایش بزرگ: ${altOf(image)}`);
    }
    const indexOf = (target: EventTarget | null) =>
      target instanceof HTMLImageElement ? pictures.indexOf(target) : -1;
    const onClick = (event: MouseEvent) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      setOpenAt(index);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const index = indexOf(event.target);
      if (index < 0 || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setOpenAt(index);
    };
    container.addEventListener('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [html]);

  return (
    <Root ref={root}>
      {children}
      <ImageViewer
        open={openAt !== null}
        images={images}
        startIndex={openAt ?? 0}
        onClose={() => setOpenAt(null)}
        label="تصویرهای مقاله"
      />
    </Root>
  );
}
