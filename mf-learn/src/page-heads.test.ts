/** @jest-environment node */
import { contentDetailsQuery, courseDetailsQuery } from '@shared/api-client';
import { headTestKit, type HeadTestKit } from '@shared/registry/testing';
import { contentHead, courseHead, isoDuration } from './page-heads.ts';
import { COURSE, textContent, videoContent } from './testing/learn-fixtures.ts';

const ORIGIN = 'https://daneshsara.example';
let kit: HeadTestKit;
beforeEach(() => (kit = headTestKit(ORIGIN)));

describe('courseHead', () => {
  beforeEach(() => kit.answer(courseDetailsQuery(COURSE.slug), { data: COURSE }));

  it('describes the course from its description, with its cover, at /course/… whichever layout shows it', () => {
    const head = courseHead(kit.at(`/learn/${COURSE.slug}`, { slug: COURSE.slug }));
    expect(head.description).toBe(COURSE.description);
    expect(head.image).toMatch(/^https:\/\/daneshsara\.example\//);
    expect(head).toMatchObject({ canonicalPath: `/course/${COURSE.slug}` });
    expect(head.redirect).toBeUndefined();
  });

  it('declares a Course with its teacher, price in rial and grade, and its breadcrumb', () => {
    const [course, crumbs] = courseHead(kit.at(`/course/${COURSE.slug}`, { slug: COURSE.slug })).structuredData ?? [];
    expect(course).toMatchObject({
      '@type': 'Course',
      name: COURSE.title,
      educationalLevel: COURSE.grade.name,
      hasCourseInstance: { instructor: { name: COURSE.teacher.name } },
      offers: { price: COURSE.price, priceCurrency: 'IRR' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('contentHead', () => {
  it('describes a reading by its text and a video by what it is, inside its course', () => {
    const reading = textContent('<p>کسر یعنی <b>بخشی</b> از یک واحد.</p>');
    kit.answer(contentDetailsQuery(reading.slug, COURSE.slug), { data: reading });
    const head = contentHead(kit.at('/x', { lessonSlug: COURSE.slug, contentSlug: reading.slug }));
    expect(head.description).toBe('کسر یعنی بخشی از یک واحد.');
    expect(head.canonicalPath).toBe(`/course/content/${COURSE.slug}/${reading.slug}`);

    const video = videoContent();
    kit.answer(contentDetailsQuery(video.slug, COURSE.slug), { data: video });
    const videoHead = contentHead(kit.at('/x', { lessonSlug: COURSE.slug, contentSlug: video.slug }));
    expect(videoHead.description).toContain(`«${video.title}»`);
    expect(videoHead.structuredData?.[0]).toMatchObject({ '@type': 'VideoObject', duration: 'PT1M' });
  });
});

describe('isoDuration', () => {
  it('writes a length in whole minutes, at least one', () => {
    expect(isoDuration(24)).toBe('PT1M');
    expect(isoDuration(3900)).toBe('PT1H5M');
    expect(isoDuration(7200)).toBe('PT2H');
  });
});
