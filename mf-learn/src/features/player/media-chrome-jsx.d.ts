import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** A media-chrome element in JSX: the usual attributes and the library's own that we set (lower case). */
type MediaElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** Shortcuts turned off, as «no<key>» tokens. */
  hotkeys?: string;
  keyboardbackwardseekoffset?: number;
  keyboardforwardseekoffset?: number;
  seekoffset?: number;
};

// React 19 renders custom elements itself; media-chrome's React wrappers are
// not used because they import every element of the library (see README).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaElement;
      'media-control-bar': MediaElement;
      'media-play-button': MediaElement;
      'media-seek-backward-button': MediaElement;
      'media-seek-forward-button': MediaElement;
      'media-time-range': MediaElement;
      'media-mute-button': MediaElement;
      'media-volume-range': MediaElement;
      'media-fullscreen-button': MediaElement;
    }
  }
}
