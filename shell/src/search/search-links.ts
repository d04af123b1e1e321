import type { SearchResult } from '@shared/api-client';
import type { ResultItem } from './ResultCarousel.tsx';

const segment = (slug: string) => encodeURIComponent(slug);

/** Where a question-bank topic lives. */
export function topicPath(slug: string): string {
  return `/question/topic/${segment(slug)}`;
}

/** Contents link to their page in their course (the course slug is the lesson slug). */
export function contentItems(result: SearchResult): ResultItem[] {
  return result.contents.map((content) => ({
    key: `${content.course.slug}/${content.slug}`,
    title: content.title,
    to: `/course/content/${segment(content.course.slug)}/${segment(content.slug)}`,
    image: content.image_styles.styles.thumbnail,
    detail: content.course.title,
  }));
}

/** Courses link to their course page. */
export function courseItems(result: SearchResult): ResultItem[] {
  return result.courses.map((course) => ({
    key: course.slug,
    title: course.title,
    to: `/course/${segment(course.slug)}`,
    image: course.image_styles.styles.thumbnail,
  }));
}

/** Posts link to the article page; their picture is `picture_styles` (spec section 3). */
export function articleItems(result: SearchResult): ResultItem[] {
  return result.posts.map((post) => ({
    key: post.slug,
    title: post.title,
    to: `/articles/${segment(post.slug)}`,
    image: post.picture_styles.styles.thumbnail,
  }));
}
