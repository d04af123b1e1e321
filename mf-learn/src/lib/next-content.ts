import type { ContentSummary, ContentWatch, Section } from '@shared/api-client';

/** Where a student goes on: the first video not yet watched, else the first content. */
export function nextContentToStudy(
  sections: readonly Section[],
  watched: Map<number, ContentWatch>,
): { content: ContentSummary; started: boolean } | undefined {
  const contents = [...sections].sort((a, b) => a.order - b.order).flatMap((section) => section.contents);
  const first = contents[0];
  if (!first) return undefined;
  const started = contents.some((content) => watched.has(content.id));
  const unwatched = contents.find((content) => content.type === 'video' && !watched.get(content.id)?.is_watched);
  return { content: started && unwatched ? unwatched : first, started };
}
