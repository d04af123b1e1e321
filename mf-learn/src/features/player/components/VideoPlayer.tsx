import type { ContentWatch } from '@shared/api-client';
import { Button, ErrorState } from '@shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PlayIcon } from '../../../components/icons.tsx';
import { formatPosition } from '../../../lib/format.ts';
import { isSafeMediaUrl } from '../../../lib/safe-url.ts';
import { useVideoProgress } from '../hooks/use-video-progress.ts';
import { SaveStatusLine } from './SaveStatusLine.tsx';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #000;

  video {
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
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
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;

  svg {
    inline-size: 28px;
    block-size: 28px;
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
}

/**
 * A lesson video with the browser's own controls: it resumes where the
 * student stopped and keeps their progress (see useVideoProgress). Our own
 * controls (play, start over) carry Persian labels.
 */
export function VideoPlayer({
  contentId,
  courseId,
  title,
  url,
  poster,
  durationSeconds,
  ...progress
}: VideoPlayerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const { resumedAt, status } = useVideoProgress(video, {
    contentId,
    courseId,
    durationSeconds,
    enabled: progress.tracked,
    savedKnown: progress.savedKnown,
    saved: progress.saved,
  });

  useEffect(() => {
    if (!video) return;
    const onPlay = () => setStarted(true);
    const onError = () => setFailed(true);
    video.addEventListener('play', onPlay);
    video.addEventListener('error', onError);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('error', onError);
    };
  }, [video]);

  if (!isSafeMediaUrl(url)) {
    return <ErrorState title="این ویدیو قابل نمایش نیست" message="نشانی ویدیو معتبر نیست." />;
  }
  if (failed) {
    return (
      <ErrorState
        title="ویدیو بارگذاری نشد"
        message="اتصال اینترنت را بررسی کنید و دوباره تلاش کنید."
        onRetry={() => {
          setFailed(false);
          video?.load();
        }}
      />
    );
  }

  return (
    <Figure>
      <Frame>
        {/* The API carries no caption track for lessons; an empty <track> would only pretend. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={setVideo}
          src={url}
          poster={poster && isSafeMediaUrl(poster) ? poster : undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`ویدیوی «${title}»`}
        >
          مرورگر شما نمایش ویدیو را پشتیبانی نمی‌کند.
        </video>
        {!started && (
          <BigPlay type="button" onClick={() => void video?.play().catch(() => undefined)}>
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
