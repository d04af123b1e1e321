import type { Ref } from 'react';
import { BrokenImageIcon } from './viewer-icons.tsx';
import { Notice, Spinner, Stage, ViewedImage } from './image-viewer.styles.ts';
import { VIEWER_TEXT } from './viewer-constants.ts';
import type { ViewerImage } from './viewer-image.ts';
import type { Point } from './gesture-math.ts';
import type { LoadStatus, StageState } from './viewer-state.ts';
import type { PointerGestureHandlers } from './use-pointer-gestures.ts';

/** Props of {@link ViewerStage}. */
export interface ViewerStageProps {
  stageRef: Ref<HTMLDivElement>;
  state: StageState;
  status: LoadStatus;
  /** The image to show; left out when there is none or it may not be loaded. */
  image: ViewerImage | undefined;
  /** Changes whenever the shown image does, so a new `<img>` (and a new load) starts. */
  imageKey: string;
  zoom: number;
  offset: Point;
  gestures: PointerGestureHandlers;
  onLoad: () => void;
  onError: () => void;
}

/** The area that shows the image, or a spinner or a broken-image notice, and takes the gestures. */
export function ViewerStage({
  stageRef,
  state,
  status,
  image,
  imageKey,
  zoom,
  offset,
  gestures,
  onLoad,
  onError,
}: ViewerStageProps) {
  const broken = state === 'empty' || state === 'error';
  // Following the finger must be immediate; buttons and keys get a short glide.
  const animate = state !== 'dragging' && state !== 'gesturing';

  return (
    <Stage ref={stageRef} data-state={state} $grab={zoom > 1} {...gestures}>
      {image && !broken && (
        <ViewedImage
          key={imageKey}
          src={image.src}
          alt={image.alt}
          draggable={false}
          decoding="async"
          onLoad={onLoad}
          onError={onError}
          $hidden={status !== 'loaded'}
          $animate={animate}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
        />
      )}
      {!broken && status === 'loading' && (
        <Spinner>
          <span className="visually-hidden">{VIEWER_TEXT.loading}</span>
        </Spinner>
      )}
      {broken && (
        <Notice>
          <BrokenImageIcon />
          <span>{state === 'empty' ? VIEWER_TEXT.empty : VIEWER_TEXT.loadError}</span>
        </Notice>
      )}
    </Stage>
  );
}
