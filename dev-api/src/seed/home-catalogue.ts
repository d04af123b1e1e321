import { COURSES, type SeedCourse } from './courses.ts';
import { courseCard } from './courses-views.ts';
import { POST_CARDS } from './posts.ts';

/**
 * The courses and posts the home page shows, cut from the real catalogues
 * (courses.ts and posts.ts) so every card links to a page that exists and
 * shows the same title, picture, teacher and rating as the course page.
 */

/** How many courses the «popular courses» block shows. */
const FEATURED_COURSES = 6;
/** How many posts the «latest posts» block shows. */
const LATEST_POSTS = 4;

/** A course as the home page's `homeCourseSchema` draws it. */
export function homeCourse(course: SeedCourse) {
  const card = courseCard(course);
  return {
    id: card.id,
    title: card.title,
    slug: card.slug,
    image_styles: card.image_styles,
    teacher_name: card.teacher.name,
    grade: card.grade,
    price: card.price,
    rating: card.rating.average,
    students_count: card.students_count,
  };
}

/** The most popular courses (most students first; ties keep catalogue order). */
export const FEATURED_HOME_COURSES = [...COURSES]
  .sort((a, b) => b.students_count - a.students_count)
  .slice(0, FEATURED_COURSES)
  .map(homeCourse);

/** The newest posts, as the blog lists them (POST_CARDS is newest first). */
export const LATEST_HOME_POSTS = POST_CARDS.slice(0, LATEST_POSTS);
