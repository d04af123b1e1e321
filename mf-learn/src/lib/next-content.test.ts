import type { ContentSummary, ContentWatch, Section } from '@shared/api-client';
import { nextContentToStudy } from './next-content.ts';

type Kind = ContentSummary['type'];

/** Two chapters of the given kinds (by default video, reading, video, handout); ids 11, 12… and 21, 22…. */
function course(kinds: Kind[] = ['video', 'text', 'video', 'file']): Section[] {
  return [1, 2].map((chapter) => ({
    id: chapter,
    title: `فصل ${chapter}`,
    slug: `chapter-${chapter}`,
    order: chapter,
    contents: kinds.map((type, index) => ({
      id: chapter * 10 + index + 1,
      title: `محتوای ${chapter}-${index + 1}`,
      slug: `c-${chapter}-${index + 1}`,
      type,
      duration_seconds: type === 'file' ? null : 24,
      is_free: true,
    })),
  }));
}

function watch(entries: [id: number, seconds: number, at: string][]): Map<number, ContentWatch> {
  return new Map(
    entries.map(([id, seconds, at]) => [
      id,
      {
        content_id: id,
        content_slug: `c-${id}`,
        watched_seconds: seconds,
        total_seconds: 24,
        percent: Math.floor((seconds / 24) * 100),
        is_watched: seconds >= 22,
        updated_at: at,
      },
    ]),
  );
}

const slugOf = (watched: Map<number, ContentWatch>) => nextContentToStudy(course(), watched)?.content.slug;

describe('nextContentToStudy', () => {
  it('starts at the first content before any progress', () => {
    expect(nextContentToStudy(course(), new Map())).toMatchObject({ content: { slug: 'c-1-1' }, started: false });
  });

  it('goes on after the last content watched, not back to the first unwatched one', () => {
    // Watched chapter 2's first video to its end, nothing of chapter 1.
    expect(slugOf(watch([[21, 24, '2024-11-02T10:00:00Z']]))).toBe('c-2-2');
  });

  it('returns to a video left in the middle', () => {
    expect(
      slugOf(
        watch([
          [11, 24, '2024-11-01T10:00:00Z'],
          [13, 9, '2024-11-02T10:00:00Z'],
        ]),
      ),
    ).toBe('c-1-3');
  });

  it('uses the latest save, not the course order', () => {
    expect(
      slugOf(
        watch([
          [23, 24, '2024-11-01T10:00:00Z'],
          [11, 24, '2024-11-03T10:00:00Z'],
        ]),
      ),
    ).toBe('c-1-2');
  });

  it('offers the handout after the last video watched', () => {
    expect(
      slugOf(
        watch([
          [11, 24, '2024-11-01T10:00:00Z'],
          [23, 24, '2024-11-03T10:00:00Z'],
        ]),
      ),
    ).toBe('c-2-4');
  });

  it('wraps to a skipped video once the end of the course is reached', () => {
    const videosOnly = course(['video', 'video']);
    const watched = watch([
      [11, 24, '2024-11-01T10:00:00Z'],
      [22, 24, '2024-11-03T10:00:00Z'],
    ]);
    expect(nextContentToStudy(videosOnly, watched)?.content.slug).toBe('c-1-2');
  });

  it('opens a finished course at its start for review, still as «continue»', () => {
    const all = watch([11, 13, 21, 23].map((id, index) => [id, 24, `2024-11-0${index + 1}T10:00:00Z`]));
    expect(nextContentToStudy(course(), all)).toMatchObject({ content: { slug: 'c-1-1' }, started: true });
  });
});
