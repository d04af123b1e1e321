import { createPortal } from 'react-dom';
import { ImageViewerDialog, type ImageViewerDialogProps } from './ImageViewerDialog.tsx';

/** Props of {@link ImageViewer}. */
export interface ImageViewerProps extends ImageViewerDialogProps {
  /** Whether the viewer is shown; it mounts fresh, at `startIndex`, each time it opens. */
  open: boolean;
}

/**
 * The image lightbox of spec section 9: one image of a list at a time over
 * the page, with zoom (buttons, + and -, wheel, pinch), pan, swipe and arrow
 * keys in the reading direction, and Escape to close. Focus moves in when it
 * opens and back to the opener when it closes.
 */
export function ImageViewer({ open, ...dialogProps }: ImageViewerProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ImageViewerDialog {...dialogProps} />, document.body);
}
