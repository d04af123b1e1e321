import { courseDetailsQuery } from '@shared/api-client';
import {
  breadcrumbList,
  largestImage,
  plainText,
  sitePublisher,
  snippet,
  webAddress,
  type PageHead,
  type PageHeadInput,
  type StructuredData,
} from '@shared/registry';
import { courseContentQuery } from './api/course-queries.ts';
import { learnPaths } from './lib/paths.ts';

/*
 * What the learning area's pages tell search engines and link previews, from
 * the data the server fetched for them (the rows' `queries`): the route table
 * names these as its rows' `head`.
 */

/** ISO 8601 duration of a number of seconds (`PT1H5M`), as schema.org reads lengths. */
export function isoDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes % 60 > 0 ? `${minutes % 60}M` : ''}`;
}

/**
 * A course, at /course/… or /learn/… (the same page in another layout; the
 * first is its canonical): its description, cover, a Course with its
 * teacher, price and rating, and its breadcrumb.
 */
export function courseHead({ params, origin, read }: PageHeadInput): PageHead {
  const course = read(courseDetailsQuery(params.slug ?? ''))?.data;
  if (!course) return {};
  const path = learnPaths.course(course.slug);
  const image = webAddress(largestImage(course.image_styles), origin);
  const description = snippet(plainText(course.description));
  const structured: StructuredData = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description,
    url: new URL(path, origin).href,
    ...(image ? { image } : {}),
    provider: sitePublisher(origin),
    educationalLevel: course.grade.name,
    inLanguage: 'fa',
    dateCreated: course.created_at,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      instructor: { '@type': 'Person', name: course.teacher.name },
      ...(course.duration_seconds > 0 ? { courseWorkload: isoDuration(course.duration_seconds) } : {}),
    },
    // The API's price is in rial; 0 is a free course.
    offers: {
      '@type': 'Offer',
      category: course.price === 0 ? 'Free' : 'Paid',
      price: course.price,
      priceCurrency: 'IRR',
    },
    ...(course.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating.average,
            ratingCount: course.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
  return {
    description,
    image,
    canonicalPath: path,
    structuredData: [
      structured,
      breadcrumbList(origin, [
        { name: 'دوره‌ها', path: learnPaths.catalogue },
        { name: course.grade.name, path: learnPaths.grade(course.grade.slug) },
        { name: course.title, path },
      ]),
    ],
  };
}

/** What a lesson is, in words: its text's start, else its kind and course. */
function contentDescription(content: NonNullable<ReturnType<typeof readContent>>): string {
  if (content.type === 'text') {
    const text = plainText(content.body);
    if (text) return snippet(text);
  }
  const kind = { video: 'ویدیوی آموزشی', text: 'درس‌نامه', file: 'فایل آموزشی' }[content.type];
  return snippet(`${kind} «${content.title}» از فصل «${content.section.title}» دورهٔ «${content.course.title}»`);
}

function readContent({ params, read }: PageHeadInput) {
  return read(courseContentQuery(params.contentSlug ?? params.slug ?? '', params.lessonSlug))?.data;
}

/**
 * A lesson (a video, a reading or a file): its description, picture, a
 * LearningResource that is part of its course, and its breadcrumb. Inside its
 * course is its canonical address.
 */
export function contentHead(input: PageHeadInput): PageHead {
  const content = readContent(input);
  if (!content) return {};
  const { origin } = input;
  const path = learnPaths.content(content.course.slug, content.slug);
  const coursePath = learnPaths.course(content.course.slug);
  const image = webAddress(largestImage(content.image_styles), origin);
  const description = contentDescription(content);
  return {
    description,
    image,
    canonicalPath: path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': content.type === 'video' ? 'VideoObject' : 'LearningResource',
        name: content.title,
        description,
        url: new URL(path, origin).href,
        ...(image ? { [content.type === 'video' ? 'thumbnailUrl' : 'image']: image } : {}),
        ...(content.type === 'video' && content.duration_seconds > 0
          ? { duration: isoDuration(content.duration_seconds) }
          : {}),
        isAccessibleForFree: content.is_free,
        inLanguage: 'fa',
        isPartOf: { '@type': 'Course', name: content.course.title, url: new URL(coursePath, origin).href },
      },
      breadcrumbList(origin, [
        { name: 'دوره‌ها', path: learnPaths.catalogue },
        { name: content.course.title, path: coursePath },
        { name: content.title, path },
      ]),
    ],
  };
}
