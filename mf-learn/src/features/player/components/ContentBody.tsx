import { userContentWatchQuery, useSession } from '@shared/api-client';
import type { Content } from '@shared/api-client';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE_LABEL } from '../../../lib/format.ts';
import { FileLesson } from './FileLesson.tsx';
import { LessonHtml } from './LessonHtml.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

/** Props of {@link ContentBody}. */
export interface ContentBodyProps {
  content: Content;
  /** The address of another content of the course, in the same layout as this one. */
  hrefFor: (slug: string) => string;
}

/** The lesson itself by its type: a video, a sanitised reading or a file to download. */
export function ContentBody({ content, hrefFor }: ContentBodyProps) {
  const loggedIn = useSession() === 'in';
  const watch = useQuery({
    ...userContentWatchQuery(content.course.id),
    enabled: loggedIn && content.type === 'video',
  });

  if (content.type === 'text') return <LessonHtml html={content.body} />;
  if (content.type === 'file') {
    return (
      <FileLesson
        url={content.file_url}
        fileName={content.file_name}
        sizeBytes={content.file_size_bytes}
        mimeType={content.file_mime_type ?? undefined}
      />
    );
  }
  const { large, medium, thumbnail } = content.image_styles.styles;
  const { next } = content;
  return (
    <VideoPlayer
      key={content.id}
      contentId={content.id}
      courseId={content.course.id}
      title={content.title}
      url={content.video_url}
      poster={large ?? medium ?? thumbnail}
      durationSeconds={content.duration_seconds}
      tracked={loggedIn}
      savedKnown={watch.isSuccess || watch.isError}
      saved={watch.data?.data.find((entry) => entry.content_id === content.id)}
      next={next ? { href: hrefFor(next.slug), title: next.title, kind: CONTENT_TYPE_LABEL[next.type] } : undefined}
    />
  );
}
