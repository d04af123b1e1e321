import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ImageViewer, type ImageViewerProps } from './ImageViewer.tsx';
import type { ViewerImage } from './viewer-image.ts';

/** Five pictures, as a gallery would pass them. */
export const FIVE_IMAGES: ViewerImage[] = ['یک', 'دو', 'سه', 'چهار', 'پنج'].map((name) => ({
  src: `/api/dev-media/post/${name}.svg`,
  alt: `عکس ${name}`,
}));

/**
 * jsdom has no PointerEvent, and Testing Library falls back to a bare Event
 * that drops clientX; a MouseEvent with a pointer id is enough for the viewer.
 */
export function installPointerEvent(): void {
  if ('PointerEvent' in window) return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
}

/** Renders an open viewer; `onClose` defaults to doing nothing. */
export function renderViewer(props: Partial<ImageViewerProps> = {}) {
  return renderWithTheme(<ImageViewer open images={FIVE_IMAGES} onClose={() => {}} {...props} />);
}

/** An opener button and the viewer it controls, to check where focus goes. */
export function ViewerWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        گالری
      </button>
      <ImageViewer open={open} images={FIVE_IMAGES} onClose={() => setOpen(false)} />
    </>
  );
}

/** The image stage, found by the state attribute it exposes for tests and styling. */
export function stage(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-state]');
  if (!element) throw new Error('The viewer stage is not on the page');
  return element;
}

/** Tells the viewer the shown image has finished loading; it is hidden from queries by role until then. */
export function loadImage(): void {
  const image = document.querySelector('img');
  if (!image) throw new Error('The viewer shows no image');
  fireEvent.load(image);
}

/** The zoom level as the toolbar shows it, e.g. «۱۱۲٪». */
export function zoomText(): string {
  return screen.getByLabelText('اندازهٔ نمایش').textContent ?? '';
}
