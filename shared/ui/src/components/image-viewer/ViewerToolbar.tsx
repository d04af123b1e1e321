import type { Ref } from 'react';
import { formatNumber, formatPercent } from '../../format/persian.ts';
import { CloseIcon, ZoomInIcon, ZoomOutIcon } from './viewer-icons.tsx';
import { Counter, ToolButton, Toolbar, ZoomLevel } from './image-viewer.styles.ts';
import { VIEWER_LIMITS, VIEWER_TEXT } from './viewer-constants.ts';

/** Props of {@link ViewerToolbar}. */
export interface ViewerToolbarProps {
  index: number;
  count: number;
  zoom: number;
  /** Zooming is off until the image has loaded. */
  canZoom: boolean;
  closeRef: Ref<HTMLButtonElement>;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onClose: () => void;
}

/** The bar above the image: position in the list, zoom controls and the close button. */
export function ViewerToolbar({
  index,
  count,
  zoom,
  canZoom,
  closeRef,
  onZoomIn,
  onZoomOut,
  onClose,
}: ViewerToolbarProps) {
  return (
    <Toolbar>
      <Counter>{count > 0 && `${formatNumber(index + 1)} ${VIEWER_TEXT.of} ${formatNumber(count)}`}</Counter>
      <ToolButton
        type="button"
        aria-label={VIEWER_TEXT.zoomOut}
        disabled={!canZoom || zoom <= VIEWER_LIMITS.minZoom}
        onClick={onZoomOut}
      >
        <ZoomOutIcon />
      </ToolButton>
      <ZoomLevel aria-label={VIEWER_TEXT.zoomLevel}>{formatPercent(zoom)}</ZoomLevel>
      <ToolButton
        type="button"
        aria-label={VIEWER_TEXT.zoomIn}
        disabled={!canZoom || zoom >= VIEWER_LIMITS.maxZoom}
        onClick={onZoomIn}
      >
        <ZoomInIcon />
      </ToolButton>
      <ToolButton type="button" ref={closeRef} aria-label={VIEWER_TEXT.close} onClick={onClose}>
        <CloseIcon />
      </ToolButton>
    </Toolbar>
  );
}
