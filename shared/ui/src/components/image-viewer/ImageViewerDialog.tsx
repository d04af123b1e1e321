import { useRef, useState } from 'react';
import { ChevronIcon } from './viewer-icons.tsx';
import { Backdrop, Frame, NavButton, StageArea } from './image-viewer.styles.ts';
import { VIEWER_TEXT } from './viewer-constants.ts';
import type { ViewerImage } from './viewer-image.ts';
import { neighbourIndex } from './viewer-state.ts';
import { announcementOf } from './viewer-announcement.ts';
import { useViewerController } from './use-viewer-controller.ts';
import { useDialogFocus } from './use-dialog-focus.ts';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import { ViewerStage } from './ViewerStage.tsx';

/** Props of the open viewer. */
export interface ImageViewerDialogProps {
  images: ViewerImage[];
  /** The image shown first; out-of-range values are clamped. */
  startIndex?: number;
  /** Whether next after the last image goes to the first, and previous before the first to the last. */
  loop?: boolean;
  onClose: () => void;
  /** The reading direction; by default that of the page, and right-to-left when the page names none. */
  dir?: 'rtl' | 'ltr';
  /** The dialog's accessible name. */
  label?: string;
}

function pageDirection(): 'rtl' | 'ltr' {
  return document.documentElement.dir === 'ltr' ? 'ltr' : 'rtl';
}

/** The viewer while it is open: rendered into a portal by {@link ImageViewer}. */
export function ImageViewerDialog(props: ImageViewerDialogProps) {
  const { images, startIndex = 0, loop = false, onClose, label = VIEWER_TEXT.dialogLabel } = props;
  const [dir] = useState(() => props.dir ?? pageDirection());
  const isRtl = dir === 'rtl';
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const controller = useViewerController({ images, startIndex, loop, isRtl, stageRef, onClose });
  const { state, index, image, loadable, stageState } = controller;
  const count = images.length;
  useDialogFocus(frameRef, closeRef);
  useBodyScrollLock();

  return (
    <>
      <Backdrop aria-hidden="true" />
      <Frame ref={frameRef} role="dialog" aria-modal="true" aria-label={label} dir={dir} tabIndex={-1}>
        <ViewerToolbar
          index={index}
          count={count}
          zoom={state.zoom}
          canZoom={controller.canZoom}
          closeRef={closeRef}
          onZoomIn={controller.zoomIn}
          onZoomOut={controller.zoomOut}
          onClose={onClose}
        />
        <StageArea>
          <NavButton
            type="button"
            $side="start"
            aria-label={VIEWER_TEXT.previous}
            disabled={neighbourIndex(index, -1, count, loop) === null}
            onClick={controller.previous}
          >
            <ChevronIcon pointing={isRtl ? 'right' : 'left'} />
          </NavButton>
          <ViewerStage
            stageRef={stageRef}
            state={stageState}
            status={state.status}
            image={loadable ? image : undefined}
            imageKey={`${index}:${image?.src ?? ''}`}
            zoom={state.zoom}
            offset={state.offset}
            gestures={controller.gestures}
            onLoad={controller.loaded}
            onError={controller.failed}
          />
          <NavButton
            type="button"
            $side="end"
            aria-label={VIEWER_TEXT.next}
            disabled={neighbourIndex(index, 1, count, loop) === null}
            onClick={controller.next}
          >
            <ChevronIcon pointing={isRtl ? 'left' : 'right'} />
          </NavButton>
        </StageArea>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcementOf(index, count, image?.alt, stageState)}
        </div>
      </Frame>
    </>
  );
}
