import { SEEK_STEP_SECONDS } from '../lib/seek-keys.ts';
import { PreviewTime } from './PreviewTime.tsx';
import { SeekIcon } from './SeekIcon.tsx';
import { SpeedSelect } from './SpeedSelect.tsx';
import { TimeDisplay } from './TimeDisplay.tsx';

/**
 * The bar under the video: media-chrome's buttons and sliders (labelled in
 * Persian, see media-chrome-fa.ts) with our time label and speed menu,
 * which show Persian digits. It runs left to right, as media controls do in
 * right-to-left interfaces: the timeline fills from the left, like the
 * arrow keys that move along it (see seek-keys.ts).
 */
export function PlayerControls({
  video,
  fallbackDuration,
}: {
  video: HTMLVideoElement | null;
  fallbackDuration: number;
}) {
  return (
    <media-control-bar dir="ltr">
      {/* Each button reads right to left inside the bar, so its Persian tooltip («۱۰ ثانیه جلو») does. */}
      <media-play-button dir="rtl" />
      <media-seek-backward-button dir="rtl" seekoffset={SEEK_STEP_SECONDS}>
        <SeekIcon direction="back" />
      </media-seek-backward-button>
      <media-seek-forward-button dir="rtl" seekoffset={SEEK_STEP_SECONDS}>
        <SeekIcon direction="forward" />
      </media-seek-forward-button>
      <media-time-range>
        {/* The hover time in Persian digits, in place of the library's Latin ones. */}
        <PreviewTime />
      </media-time-range>
      <TimeDisplay video={video} fallbackDuration={fallbackDuration} />
      <media-mute-button dir="rtl" />
      <media-volume-range />
      <SpeedSelect video={video} />
      <media-fullscreen-button dir="rtl" />
    </media-control-bar>
  );
}
