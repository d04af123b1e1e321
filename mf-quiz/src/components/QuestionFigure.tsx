import { ImageViewer, isSafeImageUrl, ResponsiveImage } from '@shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  max-inline-size: 32rem;

  & img {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The figure itself, as the button that shows it large. */
const ZoomButton = styled.button`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Props of {@link QuestionFigure}. */
export interface QuestionFigureProps {
  /** The figure's address from the API; an unsafe one shows the broken-image placeholder. */
  src: string | null;
  /** What the figure is, for screen readers. */
  alt: string;
}

/**
 * A question's figure, when it has one: responsive, lazily loaded, never from
 * an unsafe address; pressed, it opens in the site's image viewer (zoom and
 * pan, for a figure too small to read on a phone).
 */
export function QuestionFigure({ src, alt }: QuestionFigureProps) {
  const [open, setOpen] = useState(false);
  if (!src) return null;
  const image = (
    <ResponsiveImage src={src} alt={alt} width={640} height={360} sizes="(min-width: 600px) 32rem, 100vw" />
  );
  if (!isSafeImageUrl(src)) return <Figure>{image}</Figure>;
  return (
    <Figure>
      <ZoomButton type="button" aria-label={`نمایش بزرگ ${alt}`} onClick={() => setOpen(true)}>
        {image}
      </ZoomButton>
      <ImageViewer open={open} images={[{ src, alt }]} onClose={() => setOpen(false)} label={alt} />
    </Figure>
  );
}
