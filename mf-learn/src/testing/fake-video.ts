import { act } from '@testing-library/react';

/** Gives jsdom's video what a browser's has once the file's header is read, and a clock a test can move. */
export function loadVideo(video: HTMLVideoElement, duration = 24) {
  let time = 0;
  let rate = 1;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => 1 });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
      video.dispatchEvent(new Event('seeking'));
      video.dispatchEvent(new Event('timeupdate'));
    },
  });
  Object.defineProperty(video, 'playbackRate', {
    configurable: true,
    get: () => rate,
    set: (value: number) => {
      rate = value;
      video.dispatchEvent(new Event('ratechange'));
    },
  });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
  return {
    playTo: (seconds: number) => {
      time = seconds;
      act(() => {
        video.dispatchEvent(new Event('timeupdate'));
      });
    },
    end: () => {
      time = duration;
      act(() => {
        video.dispatchEvent(new Event('ended'));
      });
    },
  };
}
