import { clampZoom, stepZoom, type Point } from './gesture-math.ts';

/** How far the current image has got with loading. */
export type LoadStatus = 'loading' | 'loaded' | 'error';

/** What the person is doing with the image right now (spec section 4). */
export type Interaction = 'idle' | 'dragging' | 'gesturing' | 'wheeling';

/** The viewer's whole state; one image is shown at a time. */
export interface ViewerState {
  index: number;
  zoom: number;
  offset: Point;
  status: LoadStatus;
  interaction: Interaction;
}

/** The changes the viewer's controls and gestures ask for. */
export type ViewerAction =
  | { type: 'navigate'; delta: 1 | -1; count: number; loop: boolean }
  | { type: 'zoomBy'; steps: number }
  | { type: 'zoomTo'; zoom: number }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'interactionStarted'; interaction: Exclude<Interaction, 'idle'> }
  | { type: 'interactionEnded'; interaction: Exclude<Interaction, 'idle'> };

/** The state when the viewer opens on `startIndex` of `count` images. */
export function initialViewerState(startIndex: number, count: number): ViewerState {
  const index = Math.min(Math.max(0, Math.trunc(startIndex) || 0), Math.max(0, count - 1));
  return { index, zoom: 1, offset: { x: 0, y: 0 }, status: 'loading', interaction: 'idle' };
}

/** The index a step leads to, or null at an end when not looping. */
export function neighbourIndex(index: number, delta: 1 | -1, count: number, loop: boolean): number | null {
  const target = index + delta;
  if (target >= 0 && target < count) return target;
  return loop && count > 1 ? (target + count) % count : null;
}

/** Zooming back to the whole image also recentres it, so it cannot be left half off screen. */
function withZoom(state: ViewerState, zoom: number): ViewerState {
  return { ...state, zoom, offset: zoom <= 1 ? { x: 0, y: 0 } : state.offset };
}

/** The viewer's state machine. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'navigate': {
      const index = neighbourIndex(state.index, action.delta, action.count, action.loop);
      if (index === null || index === state.index) return state;
      // A new image starts unzoomed and centred, and must load again.
      return { ...initialViewerState(index, action.count), interaction: state.interaction };
    }
    case 'zoomBy':
      return withZoom(state, stepZoom(state.zoom, action.steps));
    case 'zoomTo':
      return withZoom(state, clampZoom(action.zoom));
    case 'pan':
      return { ...state, offset: { x: state.offset.x + action.dx, y: state.offset.y + action.dy } };
    case 'loaded':
      return { ...state, status: 'loaded' };
    case 'failed':
      return { ...state, status: 'error' };
    case 'interactionStarted':
      return { ...state, interaction: action.interaction };
    case 'interactionEnded':
      // A late end (say, the wheel's idle timer) must not cancel a drag that began since.
      return state.interaction === action.interaction ? { ...state, interaction: 'idle' } : state;
  }
}

/** The value of the stage's `data-state` attribute, for tests and styling. */
export type StageState = 'empty' | 'error' | 'loading' | 'ready' | Exclude<Interaction, 'idle'>;

/** Which state the stage shows: a missing or broken image outranks whatever the pointer does. */
export function stageStateOf(state: ViewerState, count: number, loadable: boolean): StageState {
  if (count === 0) return 'empty';
  if (!loadable || state.status === 'error') return 'error';
  if (state.interaction !== 'idle') return state.interaction;
  return state.status === 'loading' ? 'loading' : 'ready';
}
