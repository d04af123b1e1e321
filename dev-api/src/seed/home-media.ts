import { COURSES } from './courses.ts';
import type { mediaUrl } from './media.ts';

/** A seeded picture of the media library: a generated image with a Persian caption. */
export interface SeedMedia {
  id: number;
  kind: Parameters<typeof mediaUrl>[0];
  /** The caption drawn on the picture; also its alt text. */
  title: string;
  created_at: string;
}

const HERO_PICTURES = ['یادگیری بدون مرز', 'آزمون‌های فصلی', 'بانک سؤال'];

/** Ids 1..3 are the home slides, then one picture per catalogue course (in COURSES order); uploads start after 1000. */
export const SEED_MEDIA: SeedMedia[] = [
  ...HERO_PICTURES.map((title, index) => ({
    id: index + 1,
    kind: 'content' as const,
    title,
    created_at: '2024-09-01T08:00:00Z',
  })),
  ...COURSES.map((course, index) => ({
    id: HERO_PICTURES.length + index + 1,
    kind: 'course' as const,
    title: course.title,
    created_at: '2024-09-15T08:00:00Z',
  })),
];
