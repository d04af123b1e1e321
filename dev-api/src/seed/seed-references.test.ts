import { COURSES, findCourse } from './courses.ts';
import { FEEDBACK_COURSE_SLUGS, seedFeedbackFor, seedRatingFor } from './feedback.ts';
import { HOME_BLOCKS } from './home.ts';
import { SEED_MEDIA } from './home-media.ts';
import { POSTS } from './posts.ts';
import { PROFILE_COURSE_SLUGS, seedResultsFor, seedWatchProgress } from './profile.ts';
import { findContentById } from './courses.ts';

const courseSlugs = new Set(COURSES.map((course) => course.slug));
const postSlugs = new Set(POSTS.map((post) => post.slug));

type HomeItem = Record<string, unknown> & { slug: string };

function homeItems(type: string): HomeItem[] {
  const block = HOME_BLOCKS.find((candidate) => candidate.type === type);
  return block && 'items' in block ? (block.items as HomeItem[]) : [];
}

describe('seed references', () => {
  it('refers only to course and post slugs of the real catalogues (profile, home and feedback)', () => {
    const referencedCourses = [
      ...PROFILE_COURSE_SLUGS,
      ...Object.keys(seedResultsFor(1)),
      ...homeItems('featured_courses').map((item) => item.slug),
      ...FEEDBACK_COURSE_SLUGS,
      ...COURSES.flatMap((course) => seedFeedbackFor(course.slug).map((item) => item.course_slug)),
    ];
    expect(referencedCourses.length).toBeGreaterThan(0);
    expect(referencedCourses.filter((slug) => !courseSlugs.has(slug))).toEqual([]);
    const referencedPosts = homeItems('latest_posts').map((item) => item.slug);
    expect(referencedPosts).toHaveLength(4);
    expect(referencedPosts.filter((slug) => !postSlugs.has(slug))).toEqual([]);
  });

  it('writes the demo history as watch records of real videos, within their length', () => {
    const records = Object.entries(seedWatchProgress());
    expect(records.length).toBeGreaterThan(0);
    const courses = new Set<number>();
    for (const [key, record] of records) {
      const content = findContentById(Number(key.split(':')[1]));
      expect(content?.type).toBe('video');
      expect(record.furthest_seconds).toBeLessThanOrEqual(record.total_seconds);
      if (content) courses.add(content.course_id);
    }
    // The demo student is in grade nine and reviewed last year's mathematics.
    const grades = [...courses].map((id) => COURSES.find((course) => course.id === id)?.grade_slug);
    expect([...new Set(grades)].sort()).toEqual(['grade-8', 'grade-9']);
  });

  it('gives the home page the same titles, pictures and ratings as the catalogues', () => {
    for (const item of homeItems('featured_courses')) {
      const course = findCourse(item.slug);
      expect(item).toMatchObject({
        id: course?.id,
        title: course?.title,
        image_styles: course?.image_styles,
        rating: course?.rating.average,
        students_count: course?.students_count,
      });
    }
    expect(homeItems('latest_posts').map((item) => item.slug)).toEqual(POSTS.slice(0, 4).map((post) => post.slug));
    const coursePictures = SEED_MEDIA.filter((media) => media.kind === 'course').map((media) => media.title);
    expect(coursePictures).toEqual(COURSES.map((course) => course.title));
  });

  it('spreads seeded comments over every course, more on the popular ones, the same on every run', () => {
    expect(FEEDBACK_COURSE_SLUGS).toEqual(COURSES.map((course) => course.slug));
    const bySize = [...COURSES].sort((a, b) => b.students_count - a.students_count);
    const popular = bySize.slice(0, 5).map((course) => seedFeedbackFor(course.slug).length);
    const others = bySize.slice(5).map((course) => seedFeedbackFor(course.slug).length);
    expect(Math.min(...popular)).toBeGreaterThan(Math.max(...others));
    expect(Math.min(...others)).toBeGreaterThanOrEqual(2);
    expect(seedFeedbackFor('course-1')).toEqual([]);
    expect(seedFeedbackFor('math-grade-9')).toEqual(seedFeedbackFor('math-grade-9'));
    const ids = COURSES.flatMap((course) => seedFeedbackFor(course.slug).map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never gives two reviewers one text, nor one reviewer two comments on a course', () => {
    const bodies = COURSES.flatMap((course) => seedFeedbackFor(course.slug).map((item) => item.body));
    expect(new Set(bodies).size).toBe(bodies.length);
    for (const course of COURSES) {
      const writers = seedFeedbackFor(course.slug).map((item) => item.user.fullName);
      expect(new Set(writers).size).toBe(writers.length);
    }
  });

  it('seeds for every course the stars its card shows, counting the comments among them', () => {
    for (const course of COURSES) {
      const rating = seedRatingFor(course.slug);
      expect(rating?.count).toBe(course.rating.count);
      expect(Math.round(((rating?.sum ?? 0) / (rating?.count ?? 1)) * 10) / 10).toBe(course.rating.average);
      const comments = seedFeedbackFor(course.slug);
      for (const star of [1, 2, 3, 4, 5] as const) {
        const written = comments.filter((comment) => comment.rate === star).length;
        expect(rating?.distribution[star]).toBeGreaterThanOrEqual(written);
      }
    }
    expect(seedRatingFor('course-1')).toBeUndefined();
  });
});
