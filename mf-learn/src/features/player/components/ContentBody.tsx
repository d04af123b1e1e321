import type { Content } from '@shared/api-client';
import { useQuery } from '@tanstack/react-query';
import { learnerQueries } from '../../../api/learner-queries.ts';
import { useSession } from '../../../hooks/use-session.ts';
import { FileLesson } from './FileLesson.tsx';
import { LessonHtml } from './LessonHtml.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

/** The lesson itself by its type: a video, a sanitised reading or a file to download. */
export function ContentBody({ content }: { content: Content }) {
  const loggedIn = useSession() === 'in';
  const watch = useQuery({ ...learnerQueries.watch(content.course.id), enabled: loggedIn && content.type === 'video' });

  if (content.type === 'text') return <LessonHtml html={content.body} />;
  if (content.type === 'file') {
    return <FileLesson url={content.file_url} fileName={content.file_name} sizeBytes={content.file_size_bytes} />;
  }
  const { large, medium, thumbnail } = content.image_styles.styles;
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
    />
  );
}
