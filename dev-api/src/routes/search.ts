import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import { COURSES, ALL_CONTENTS, findCourseById } from '../seed/courses.ts';
import { matchesSearch } from '../seed/courses-query.ts';
import { POSTS } from '../seed/posts.ts';
import { TOPICS } from '../seed/topics.ts';

/** How many hits of each kind the search dialog shows. */
const PER_GROUP = 8;

/** `/front/search*`: site-wide search over posts, courses, contents and question-bank topics. */
export async function searchRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, searchEndpoints.site, ({ query: { search } }) => {
    const courses = COURSES.filter((course) => matchesSearch(search, [course.title, course.subject]));
    const contents = ALL_CONTENTS.filter((content) => matchesSearch(search, [content.title]));
    const posts = POSTS.filter((post) => matchesSearch(search, [post.title, post.excerpt]));
    const topics = TOPICS.filter((topic) => matchesSearch(search, [topic.name, topic.subject.name]));
    return {
      data: {
        posts: posts.slice(0, PER_GROUP).map((post) => ({
          id: post.id,
          title: post.title,
          slug: post.slug,
          picture_styles: post.picture_styles,
        })),
        courses: courses.slice(0, PER_GROUP).map((course) => ({
          id: course.id,
          title: course.title,
          slug: course.slug,
          image_styles: course.image_styles,
        })),
        contents: contents.slice(0, PER_GROUP).map((content) => {
          const course = findCourseById(content.course_id);
          return {
            id: content.id,
            title: content.title,
            slug: content.slug,
            image_styles: content.image_styles,
            course: { title: course?.title ?? '', slug: course?.slug ?? '' },
          };
        }),
        topics: topics.slice(0, PER_GROUP).map((topic) => ({ name: topic.name, slug: topic.slug })),
      },
    };
  });

  serve(app, context, searchEndpoints.topics, ({ query: { search } }) => {
    const topics = TOPICS.filter((topic) => matchesSearch(search, [topic.name, topic.subject.name]));
    return {
      data: topics.map((topic) => ({ name: topic.name, slug: topic.slug, question_count: topic.question_count })),
    };
  });
}
