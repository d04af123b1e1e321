import type { ContentSummary, ContentWatch, Section } from '@shared/api-client';

/** Where «ادامهٔ یادگیری» leads, and whether the student has started at all. */
export interface NextContent {
  content: ContentSummary;
  started: boolean;
}

/** A content the student has finished: a video watched to the end. Readings and handouts are never "done". */
const isFinished = (content: ContentSummary, watched: Map<number, ContentWatch>) =>
  content.type === 'video' && Boolean(watched.get(content.id)?.is_watched);

/** The content whose position was saved last, by the time the server recorded it. */
function lastStudied(contents: readonly ContentSummary[], watched: Map<number, ContentWatch>): number {
  let index = -1;
  let latest = '';
  contents.forEach((content, position) => {
    const updatedAt = watched.get(content.id)?.updated_at;
    if (updatedAt && updatedAt >= latest) {
      latest = updatedAt;
      index = position;
    }
  });
  return index;
}

/**
 * Where a student goes on: the content they were in the middle of, else the
 * first content after the last one they studied that is not a finished video
 * (wrapping to the course's start for anything skipped), else the first content
 * (a finished course opens for review). Before any progress: the first content.
 */
export function nextContentToStudy(
  sections: readonly Section[],
  watched: Map<number, ContentWatch>,
): NextContent | undefined {
  const contents = [...sections].sort((a, b) => a.order - b.order).flatMap((section) => section.contents);
  const first = contents[0];
  if (!first) return undefined;
  const last = lastStudied(contents, watched);
  if (last < 0) return { content: first, started: false };
  const videos = contents.filter((content) => content.type === 'video');
  if (videos.length > 0 && videos.every((video) => isFinished(video, watched)))
    return { content: first, started: true };
  const lastContent = contents[last];
  if (lastContent && !isFinished(lastContent, watched)) return { content: lastContent, started: true };
  const after = [...contents.slice(last + 1), ...contents.slice(0, last)];
  const unfinished = after.find(
    (content, index) =>
      !isFinished(content, watched) && (index < contents.length - last - 1 || content.type === 'video'),
  );
  return { content: unfinished ?? first, started: true };
}
