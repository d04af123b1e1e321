import type { ContentWatch } from '@shared/api-client';
import { Button, ErrorState, CHECK_CONNECTION } from '@shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { PlayIcon } from '../../../components/icons.tsx';
import { formatPosition } from '../../../lib/format.ts';
import { isSafeMediaUrl } from '../../../lib/safe-url.ts';
import { useMediaChrome } from '../hooks/use-media-chrome.ts';
import { useNextCountdown } from '../hooks/use-next-countdown.ts';
import { useOwnKeys } from '../hooks/use-own-keys.ts';
import { useSeekKeys } from '../hooks/use-seek-keys.ts';
import { useVideoProgress } from '../hooks/use-video-progress.ts';
import { SEEK_STEP_SECONDS } from '../lib/seek-keys.ts';
import { NextCountdown } from './NextCountdown.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { SaveStatusLine } from './SaveStatusLine.tsx';

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #000;

  media-controller {
    position: relative;
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    --media-font-family: inherit;
    --media-primary-color: #fff;
    --media-control-background: transparent;
    --media-control-hover-background: rgb(255 255 255 / 0.15);
    --media-range-track-height: 5px;
    --media-range-bar-color: ${({ theme }) => theme.colors.primary};
  }
  media-controller:fullscreen {
    aspect-ratio: auto;
  }
  video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    background: #000;
  }
  media-control-bar {
    align-items: center;
    background: linear-gradient(to top, rgb(0 0 0 / 0.75), transparent);
  }
  media-control-bar > * {
    flex-shrink: 0;
  }
  media-time-range {
    flex: 1 1 auto;
    min-inline-size: 4rem;
  }
  /* Under 576 px of player the volume is the device's. */
  media-controller:not([breakpointmd]) media-volume-range {
    display: none;
  }
  /* On a phone (a player under 384 px) the timeline gets a row of its own above the buttons. */
  media-controller:not([breakpointsm]) {
    media-control-bar {
      flex-wrap: wrap;
    }
    media-time-range {
      order: -1;
      flex-basis: 100%;
      /* The bar stretches its sliders to its full height, which is two rows here. */
      min-block-size: 0;
    }
    media-mute-button {
      display: none;
    }
  }
`;

const BigPlay = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  inline-size: fit-content;
  block-size: fit-content;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 56px;
  padding-inline: ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.6;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;

  svg {
    inline-size: 28px;
    block-size: 28px;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 3px;
  }
`;

const Figure = styled.figure`
  margin: 0;
`;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
  min-block-size: 36px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The content after this one, where the end of the video leads. */
export interface NextContent {
  href: string;
  title: string;
  /** Its kind in a word: «ویدیو», «درس‌نامه», «فایل». */
  kind: string;
}

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  contentId: number;
  courseId: number;
  title: string;
  url: string;
  poster?: string;
  durationSeconds: number;
  /** Resume and save only for a logged-in student. */
  tracked: boolean;
  savedKnown: boolean;
  saved: ContentWatch | undefined;
  /** None on the course's last content: then the end of the video is just the end. */
  next?: NextContent | undefined;
}

/**
 * A lesson video with media-chrome's controls (Persian labels, Persian
 * digits, speeds, ±10 s, keyboard shortcuts): it resumes where the student
 * stopped and keeps their progress (see useVideoProgress), and at the end
 * counts down to the next content, which the student may cancel.
 */
export function VideoPlayer({
  contentId,
  courseId,
  title,
  url,
  poster,
  durationSeconds,
  next,
  ...progress
}: VideoPlayerProps) {
  const [player, setPlayer] = useState<HTMLElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusedAtEnd, setFocusedAtEnd] = useState(false);
  const chrome = useMediaChrome();
  const navigate = useNavigate();
  const ownKeys = useOwnKeys<HTMLButtonElement>();
  const { resumedAt, status } = useVideoProgress(video, {
    contentId,
    courseId,
    durationSeconds,
    enabled: progress.tracked,
    savedKnown: progress.savedKnown,
    saved: progress.saved,
  });
  const countdown = useNextCountdown(video, next !== undefined, () => {
    if (next) void navigate(next.href);
  });
  useSeekKeys(chrome === 'ready' ? player : null, video);

  useEffect(() => {
    if (!video) return;
    const onPlay = () => setStarted(true);
    const onError = () => setFailed(true);
    const onEnded = () => setFocusedAtEnd(player?.contains(document.activeElement) ?? false);
    video.addEventListener('play', onPlay);
    video.addEventListener('error', onError);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('error', onError);
      video.removeEventListener('ended', onEnded);
    };
  }, [video, player]);

  if (!isSafeMediaUrl(url)) {
    return <ErrorState title="این ویدیو قابل نمایش نیست" message="نشانی ویدیو معتبر نیست." />;
  }
  if (failed) {
    return (
      <ErrorState
        title="ویدیو بارگذاری نشد"
        message={CHECK_CONNECTION}
        onRetry={() => {
          setFailed(false);
          video?.load();
        }}
      />
    );
  }

  // Leaves the keyboard in the player, where its shortcuts work, once our own button is gone.
  const focusPlayer = () => player?.focus({ preventScroll: true });

  return (
    <Figure>
      <Frame>
        <media-controller
          ref={setPlayer}
          lang="fa"
          hotkeys="noarrowleft noarrowright noshift+/"
          keyboardbackwardseekoffset={SEEK_STEP_SECONDS}
          keyboardforwardseekoffset={SEEK_STEP_SECONDS}
        >
          {/* The API carries no caption track for lessons; an empty <track> would only pretend. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={setVideo}
            slot="media"
            src={url}
            poster={poster && isSafeMediaUrl(poster) ? poster : undefined}
            // The browser's own controls until media-chrome has arrived, and for good if it never does.
            controls={chrome !== 'ready'}
            preload="metadata"
            playsInline
            aria-label={`ویدیوی «${title}»`}
          >
            مرورگر شما نمایش ویدیو را پشتیبانی نمی‌کند.
          </video>
          {!started && (
            <BigPlay
              ref={ownKeys}
              slot="centered-chrome"
              type="button"
              onClick={() => {
                focusPlayer();
                void video?.play().catch(() => undefined);
              }}
            >
              <PlayIcon />
              {resumedAt === undefined ? (
                'پخش ویدیو'
              ) : (
                <span>
                  ادامه از <bdi dir="ltr">{formatPosition(resumedAt)}</bdi>
                </span>
              )}
            </BigPlay>
          )}
          {next && countdown.secondsLeft !== undefined && (
            <NextCountdown
              secondsLeft={countdown.secondsLeft}
              title={next.title}
              kind={next.kind}
              takeFocus={focusedAtEnd}
              onCancel={() => {
                countdown.cancel();
                focusPlayer();
              }}
            />
          )}
          {chrome === 'ready' && <PlayerControls video={video} fallbackDuration={durationSeconds} />}
        </media-controller>
      </Frame>
      <Below>
        <SaveStatusLine tracked={progress.tracked} status={status} />
        {resumedAt !== undefined && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (video) video.currentTime = 0;
            }}
          >
            پخش از ابتدا
          </Button>
        )}
      </Below>
    </Figure>
  );
}
