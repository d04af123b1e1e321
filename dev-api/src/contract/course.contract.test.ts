import {
  getContentBySlug,
  getContentDetails,
  getCourseDetails,
  getCourseIndex,
  getCourses,
  getSectionIndex,
  getGlobalData,
  NotFoundError,
  ValidationError,
} from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** Fetches a media URL of the dev API (given as `/api/...`) without the client. */
function fetchMedia(url: string, headers: Record<string, string> = {}) {
  return fetch(new URL(url, harness.baseUrl), { headers });
}

describe('course contract', () => {
  it('GET /front/course/get-course-index gives featured courses, courses by grade and totals', async () => {
    const { data } = await getCourseIndex();
    expect(data.featured).toHaveLength(8);
    expect(data.grades.map((group) => group.grade.name)).toContain('هفتم');
    expect(data.totals.courses).toBeGreaterThanOrEqual(24);
    expect(data.branches.map((group) => group.branch.name)).toContain('علوم تجربی');
  });

  it('GET /front/course/get-course-index narrows every block by the query, typed with Arabic letters', async () => {
    const { data } = await getCourseIndex('  شيمي ');
    expect(data.query).toBe('شيمي');
    const titles = data.grades.flatMap((group) => group.courses.map((course) => course.title));
    expect(titles).toEqual(['شیمی دهم', 'شیمی دوازدهم']);
    expect(data.totals.courses).toBe(2);
  });

  it('GET /front/course/get-courses pages through Persian course cards', async () => {
    const first = await getCourses({ per_page: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(first.meta.total).toBeGreaterThanOrEqual(24);
    const last = await getCourses({ per_page: 5, page: first.meta.last_page });
    expect(last.data.length).toBeGreaterThan(0);
    expect(last.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('GET /front/course/get-courses filters by grade, branch and teacher', async () => {
    const seventh = await getCourses({ grade: 'grade-7' });
    expect(seventh.data.map((course) => course.title)).toContain('ریاضی هفتم');
    expect(seventh.data.every((course) => course.grade.name === 'هفتم')).toBe(true);

    const humanities = await getCourses({ branch: 'humanities' });
    expect(humanities.data.length).toBeGreaterThan(0);
    expect(humanities.data.every((course) => course.branch?.name === 'علوم انسانی')).toBe(true);

    const byTeacher = await getCourses({ teacher: 4 });
    expect(byTeacher.data.every((course) => course.teacher.name === 'زهرا موسوی')).toBe(true);
  });

  it('GET /front/course/get-courses lists a footer category’s courses and nothing else', async () => {
    const { vendor_categories: categories } = await getGlobalData();
    const math = categories.find((category) => category.name === 'ریاضی');
    expect(math?.slug).toBe('math');
    const all = await getCourses({ per_page: 48 });
    const inMath = await getCourses({ category: 'math', grade: 'grade-7', per_page: 48 });
    expect(inMath.data.map((course) => course.title)).toEqual(['ریاضی هفتم']);
    const science = await getCourses({ category: 'science', per_page: 48 });
    expect(science.data.length).toBeGreaterThan(0);
    expect(science.meta.total).toBeLessThan(all.meta.total);
    // Every footer category is one the list knows, and lists at least one course: none opens an empty list.
    for (const category of categories) {
      const listed = await getCourses({ category: category.slug });
      // The slug rides along so a failure names the empty category.
      expect([category.slug, listed.meta.total > 0]).toEqual([category.slug, true]);
    }
    // A subject without courses is left out of the footer, yet its address still answers an empty list.
    expect(categories.map((category) => category.slug)).not.toContain('geometry');
    await expect(getCourses({ category: 'geometry' })).resolves.toMatchObject({ meta: { total: 0 } });
    await expect(getCourses({ category: 'no-such-category' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('GET /front/course/get-courses search forgives Arabic letters, Persian digits and spaces', async () => {
    const arabicLetters = await getCourses({ search: 'رياضي هفتم' });
    expect(arabicLetters.data.map((course) => course.title)).toEqual(['ریاضی هفتم']);
    const persianDigits = await getCourses({ search: '  ریاضی ۷ ' });
    expect(persianDigits.data.map((course) => course.title)).toEqual(['ریاضی هفتم']);
    const nothing = await getCourses({ search: 'کیمیاگری' });
    expect(nothing.data).toEqual([]);
    expect(nothing.meta.total).toBe(0);
  });

  it('GET /front/course/get-courses refuses a page size it cannot serve with a Persian field message', async () => {
    const error = await getCourses({ per_page: 500 }).catch((caught: unknown) => caught);
    if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
    expect(error.fields.per_page).toBe('تعداد در هر صفحه حداکثر ۴۸ است.');
  });

  it('GET /front/course/get-course-details gives the teacher, price and the outline', async () => {
    const { data: course } = await getCourseDetails('math-grade-7');
    expect(course.title).toBe('ریاضی هفتم');
    expect(course.teacher).toMatchObject({ name: 'علی رضایی' });
    expect(course.teacher.bio).toContain('ریاضی');
    expect(course.sections.map((section) => section.title)).toContain('عددهای صحیح');
    for (const section of course.sections) {
      expect(section.contents.length).toBeGreaterThanOrEqual(3);
      expect(section.contents.length).toBeLessThanOrEqual(6);
    }
    expect(course.sections[0]?.contents[0]?.is_free).toBe(true);
  });

  it('GET /front/course/get-course-details answers 404 for an unknown course', async () => {
    await expect(getCourseDetails('no-such-course')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('GET /front/course/get-section-index gives a section with its contents and neighbours', async () => {
    const { data: section } = await getSectionIndex('math-grade-7-chapter-2');
    expect(section.title).toBe('عددهای صحیح');
    expect(section.course.title).toBe('ریاضی هفتم');
    expect(section.previous?.title).toBe('راهبردهای حل مسئله');
    expect(section.contents[0]?.title).toBe('آموزش عددهای صحیح');
    await expect(getSectionIndex('math-grade-7-chapter-99')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('GET /front/course/get-content-by-slug gives a playable video with its course and neighbours', async () => {
    const { data: content } = await getContentBySlug('math-grade-7-1-1');
    if (content.type !== 'video') throw new Error(`expected a video, got ${content.type}`);
    expect(content.duration_seconds).toBe(24);
    expect(content.previous).toBeNull();
    expect(content.next?.slug).toBe('math-grade-7-1-2');
    expect(content.course.sections.length).toBeGreaterThanOrEqual(3);

    const whole = await fetchMedia(content.video_url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const part = await fetchMedia(content.video_url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes).toHaveLength(100);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const beyond = await fetchMedia(content.video_url, { range: 'bytes=99999999-' });
    expect(beyond.status).toBe(416);
  });

  it('GET /front/course/get-content-by-slug gives a Persian HTML reading and a downloadable handout', async () => {
    const { data: reading } = await getContentBySlug('math-grade-7-1-2');
    if (reading.type !== 'text') throw new Error(`expected a reading, got ${reading.type}`);
    expect(reading.body).toContain('<p>در این درس‌نامه');

    const { data: course } = await getCourseDetails('math-grade-7');
    const fileSlug = course.sections.flatMap((section) => section.contents).find((item) => item.type === 'file')?.slug;
    const { data: handout } = await getContentBySlug(fileSlug ?? '');
    if (handout.type !== 'file') throw new Error(`expected a file, got ${handout.type}`);
    const download = await fetchMedia(handout.file_url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(handout.file_mime_type).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(handout.file_size_bytes);
  });

  it('GET /front/course/get-content-details finds a content inside its lesson only', async () => {
    const { data: content } = await getContentDetails('math-grade-7-2-1', 'math-grade-7');
    expect(content.section.title).toBe('عددهای صحیح');
    expect(content.previous?.slug).toMatch(/^math-grade-7-1-/);
    const bySection = await getContentDetails('math-grade-7-2-1', 'math-grade-7-chapter-2');
    expect(bySection.data.id).toBe(content.id);
    await expect(getContentDetails('math-grade-7-2-1', 'physics-grade-10')).rejects.toBeInstanceOf(NotFoundError);
  });
});
