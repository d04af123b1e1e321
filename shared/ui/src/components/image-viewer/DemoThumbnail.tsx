import { useState } from 'react';
import styled from 'styled-components';
import { BrokenImageIcon } from './viewer-icons.tsx';
import type { ViewerImage } from './viewer-image.ts';

const ThumbButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: zoom-in;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** Props of {@link DemoThumbnail}. */
export interface DemoThumbnailProps {
  image: ViewerImage;
  onOpen: () => void;
}

/** A gallery thumbnail that opens the viewer; a broken image shows the same icon the viewer does. */
export function DemoThumbnail({ image, onOpen }: DemoThumbnailProps) {
  const [failed, setFailed] = useState(false);
  return (
    <ThumbButton type="button" onClick={onOpen} aria-label={image.alt}>
      {failed ? (
        <BrokenImageIcon />
      ) : (
        <img src={image.src} alt="" width={320} height={180} loading="lazy" onError={() => setFailed(true)} />
      )}
    </ThumbButton>
  );
}
