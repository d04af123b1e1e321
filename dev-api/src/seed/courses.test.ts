import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_CONTENTS, ALL_SECTIONS, COURSES, LESSON_VIDEO_SECONDS } from './courses.ts';
import { matchesSearch, normalizeSearchText } from './courses-query.ts';
import { GRADES } from './education.ts';
import { TEACHERS } from './teachers.ts';

/** The movie length of an MP4, read from its `mvhd` box (timescale and duration). */
function mp4DurationSeconds(file: Buffer): number {
  const box = file.indexOf('mvhd', 0, 'latin1');
  const version = file.readUInt8(box + 4);
  if (version === 1) return Number(file.readBigUInt64BE(box + 28)) / file.readUInt32BE(box + 24);
  return file.readUInt32BE(box + 20) / file.readUInt32BE(box + 16);
}

function uniqueCount(values: (string | number)[]): number {
  return new Set(values).size;
}

describe('course seed', () => {
  it('has at least 24 courses spread over the grades, with 8+ teachers', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(24);
    expect(uniqueCount(COURSES.map((course) => course.grade_slug))).toBe(GRADES.length);
    expect(TEACHERS.length).toBeGreaterThanOrEqual(8);
    expect(COURSES.map((course) => course.title)).toEqual(
      expect.arrayContaining(['ریاضی هفتم', 'فیزیک دهم', 'ادبیات فارسی نهم']),
    );
  });

  it('gives every course 3–5 sections of 3–6 contents, with unique ids and slugs', () => {
    for (const course of COURSES) {
      expect(course.sections.length).toBeGreaterThanOrEqual(3);
      expect(course.sections.length).toBeLessThanOrEqual(5);
      for (const section of course.sections) {
        expect(section.contents.length).toBeGreaterThanOrEqual(3);
        expect(section.contents.length).toBeLessThanOrEqual(6);
      }
    }
    expect(uniqueCount(COURSES.map((course) => course.slug))).toBe(COURSES.length);
    expect(uniqueCount(ALL_SECTIONS.map((section) => section.slug))).toBe(ALL_SECTIONS.length);
    expect(uniqueCount(ALL_CONTENTS.map((content) => content.slug))).toBe(ALL_CONTENTS.length);
    expect(uniqueCount(ALL_CONTENTS.map((content) => content.id))).toBe(ALL_CONTENTS.length);
  });

  it('mixes videos, readings and files', () => {
    const types = new Set(ALL_CONTENTS.map((content) => content.type));
    expect([...types].sort()).toEqual(['file', 'text', 'video']);
  });

  it('gives videos the real length of the lesson video they play', () => {
    const file = readFileSync(fileURLToPath(new URL('../../media/lesson.mp4', import.meta.url)));
    expect(file.length).toBeLessThan(300 * 1024);
    expect(Math.round(mp4DurationSeconds(file))).toBe(LESSON_VIDEO_SECONDS);
    const videos = ALL_CONTENTS.filter((content) => content.type === 'video');
    expect(videos.every((video) => video.duration_seconds === LESSON_VIDEO_SECONDS)).toBe(true);
  });

  it('numbers courses in catalogue order and has both free and paid courses', () => {
    expect(COURSES[0]).toMatchObject({ id: 1, slug: 'preschool-shapes-colours' });
    expect(COURSES.some((course) => course.price === 0)).toBe(true);
    expect(COURSES.some((course) => course.price > 0)).toBe(true);
  });
});

describe('course search text', () => {
  it('folds Arabic letters, Persian and Arabic digits, the half-space and extra spaces', () => {
    expect(normalizeSearchText('  رياضي‌ ك ۱۲ ٣ ')).toBe('ریاضی ک 12 3');
  });

  it('matches every word of the query in any order', () => {
    expect(matchesSearch('هفتم رياضي', ['ریاضی هفتم'])).toBe(true);
    expect(matchesSearch('ریاضی هشتم', ['ریاضی هفتم'])).toBe(false);
    expect(matchesSearch('   ', ['ریاضی هفتم'])).toBe(true);
  });
});
