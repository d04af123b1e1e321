import { useEffect } from 'react';

/** What the viewer's keys do. */
export interface ViewerKeyActions {
  isRtl: boolean;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

/**
 * The viewer's keyboard: Escape closes, + and - zoom, and the arrow keys
 * follow the reading direction, so in right-to-left ArrowLeft goes to the
 * next image. The listener sits on the document because the dialog is modal:
 * the keys belong to it wherever focus is.
 */
export function useViewerKeys(actions: ViewerKeyActions): void {
  const { isRtl, onClose, onNext, onPrevious, onZoomIn, onZoomOut } = actions;

  useEffect(() => {
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const handlers: Record<string, () => void> = {
      Escape: onClose,
      [forward]: onNext,
      [backward]: onPrevious,
      '+': onZoomIn,
      // "=" shares its key with "+" on most layouts, so no Shift is needed.
      '=': onZoomIn,
      '-': onZoomOut,
    };

    function handleKeyDown(event: KeyboardEvent) {
      // Ctrl/Cmd with + or - is the browser's own zoom; leave it alone.
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      const handler = handlers[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isRtl, onClose, onNext, onPrevious, onZoomIn, onZoomOut]);
}
