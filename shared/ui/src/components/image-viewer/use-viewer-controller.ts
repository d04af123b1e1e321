import { useCallback, useReducer, type RefObject } from 'react';
import { isLoadableImageUrl } from './image-url.ts';
import type { ViewerImage } from './viewer-image.ts';
import { initialViewerState, stageStateOf, viewerReducer, type StageState, type ViewerState } from './viewer-state.ts';
import { usePointerGestures, type PointerGestureHandlers } from './use-pointer-gestures.ts';
import { useWheelZoom } from './use-wheel-zoom.ts';
import { useViewerKeys } from './use-viewer-keys.ts';

/** What the viewer controller needs to know. */
export interface ViewerControllerOptions {
  images: ViewerImage[];
  startIndex: number;
  loop: boolean;
  isRtl: boolean;
  stageRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The viewer's state with everything derived from it, and the actions its controls call. */
export interface ViewerController {
  state: ViewerState;
  /** The index shown, kept inside the list even if the list shrank while open. */
  index: number;
  image: ViewerImage | undefined;
  /** Whether the image may be loaded at all (see isLoadableImageUrl). */
  loadable: boolean;
  stageState: StageState;
  /** Zoom only makes sense once there is a loaded image to zoom. */
  canZoom: boolean;
  next: () => void;
  previous: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  loaded: () => void;
  failed: () => void;
  gestures: PointerGestureHandlers;
}

/**
 * Joins the viewer's state machine to its inputs: buttons, keys, wheel and
 * pointer gestures all end up as the same few reducer actions.
 */
export function useViewerController(options: ViewerControllerOptions): ViewerController {
  const { images, startIndex, loop, isRtl, stageRef, onClose } = options;
  const count = images.length;
  const [state, dispatch] = useReducer(viewerReducer, undefined, () => initialViewerState(startIndex, count));

  const index = Math.min(state.index, Math.max(0, count - 1));
  const image = images[index];
  const loadable = image !== undefined && isLoadableImageUrl(image.src);
  const stageState = stageStateOf(state, count, loadable);
  const canZoom = stageState !== 'empty' && stageState !== 'error' && state.status === 'loaded';

  const next = useCallback(() => dispatch({ type: 'navigate', delta: 1, count, loop }), [count, loop]);
  const previous = useCallback(() => dispatch({ type: 'navigate', delta: -1, count, loop }), [count, loop]);
  const zoomIn = useCallback(() => {
    if (canZoom) dispatch({ type: 'zoomBy', steps: 1 });
  }, [canZoom]);
  const zoomOut = useCallback(() => {
    if (canZoom) dispatch({ type: 'zoomBy', steps: -1 });
  }, [canZoom]);
  const zoomByWheel = useCallback((steps: 1 | -1) => dispatch({ type: 'zoomBy', steps }), []);
  const wheelStarted = useCallback(() => dispatch({ type: 'interactionStarted', interaction: 'wheeling' }), []);
  const wheelEnded = useCallback(() => dispatch({ type: 'interactionEnded', interaction: 'wheeling' }), []);
  const loaded = useCallback(() => dispatch({ type: 'loaded' }), []);
  const failed = useCallback(() => dispatch({ type: 'failed' }), []);

  useWheelZoom(stageRef, { enabled: canZoom, onStep: zoomByWheel, onWheelStart: wheelStarted, onWheelEnd: wheelEnded });
  useViewerKeys({ isRtl, onClose, onNext: next, onPrevious: previous, onZoomIn: zoomIn, onZoomOut: zoomOut });
  const gestures = usePointerGestures({
    zoom: state.zoom,
    isRtl,
    onPan: (dx, dy) => dispatch({ type: 'pan', dx, dy }),
    onZoomTo: (zoom) => {
      if (canZoom) dispatch({ type: 'zoomTo', zoom });
    },
    onSwipe: (intent) => (intent === 'next' ? next() : previous()),
    onGestureStart: (interaction) => dispatch({ type: 'interactionStarted', interaction }),
    onGestureEnd: (interaction) => dispatch({ type: 'interactionEnded', interaction }),
  });

  return {
    state,
    index,
    image,
    loadable,
    stageState,
    canZoom,
    next,
    previous,
    zoomIn,
    zoomOut,
    loaded,
    failed,
    gestures,
  };
}
