import { screen, waitFor, within } from '@testing-library/react';
import { BRANCHES, COURSE, courseCard, coursePage, GRADES, SECTIONS, watch } from '../testing/learn-fixtures.ts';
import { announceSession, renderLearn, setUpTestApi } from '../testing/render-learn.tsx';

const { api } = setUpTestApi();
jest.setTimeout(20_000);

beforeEach(() => {
  api().answer('/front/education/grade', { status: 200, body: { data: GRADES } });
  api().answer('/front/education/branch', { status: 200, body: { data: BRANCHES } });
});

describe('Grades', () => {
  it('lists the grades by stage, with their number of courses, and the branches', async () => {
    renderLearn('/education-grade');
    const stage = await screen.findByRole('region', { name: 'متوسطه اول' });
    expect(within(stage).getByRole('link', { name: /هفتم/ })).toHaveAttribute('href', '/education-grade/grade-7');
    expect(within(stage).getByText('۳ دوره')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /ریاضی و فیزیک/ })).toHaveAttribute(
      'href',
      '/learn/branch/math-physics',
    );
  });

  it('shows one grade’s courses and pages through them in the address', async () => {
    api().answer('/front/course/get-courses', {
      status: 200,
      body: coursePage([courseCard(1)], { last_page: 2, total: 13 }),
    });
    const view = renderLearn('/education-grade/grade-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'پایهٔ دهم' })).toBeInTheDocument();
    expect(view.pageTitle()).toBe('پایهٔ دهم');
    expect(await screen.findByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute(
      'href',
      '/education-grade/grade-10?page=2',
    );
  });

  it('an unknown grade is the not-found page', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
    renderLearn('/education-grade/grade-42');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });
});

describe('Roadmap', () => {
  it('walks the grades in school order with their courses', async () => {
    api().answer('/front/course/get-course-index', {
      status: 200,
      body: {
        data: {
          query: '',
          featured: [],
          grades: [{ grade: { name: 'هفتم', slug: 'grade-7' }, courses_count: 3, courses: [courseCard(9)] }],
          branches: [],
          totals: { courses: 1, teachers: 1, contents: 1, video_seconds: 24 },
        },
      },
    });
    renderLearn('/course/roadmap');
    const steps = await screen.findAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['پیش‌دبستانی', 'هفتم', 'دهم']);
    expect(screen.getByRole('link', { name: 'همهٔ ۳ دورهٔ این پایه' })).toHaveAttribute('href', '/learn/grade/grade-7');
  });
});

describe('Teacher', () => {
  it('introduces the teacher from their courses, with the biography', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(9), courseCard(10)]) });
    api().answer('/front/course/get-course-details', { status: 200, body: { data: COURSE } });
    const view = renderLearn('/master/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'علی رضایی' })).toBeInTheDocument();
    expect(screen.getByText('استاد')).toBeInTheDocument();
    expect(await screen.findByText(/پانزده سال سابقه/)).toBeInTheDocument();
    expect(view.pageTitle()).toBe('علی رضایی');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('a teacher without courses, or a bad id, is the not-found page', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
    renderLearn('/teacher/77');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });
});

describe('Section', () => {
  it('lists a chapter’s contents with ticks and the chapters either side', async () => {
    announceSession(true);
    const section = SECTIONS[1]!;
    api().answer('/front/course/get-section-index', {
      status: 200,
      body: {
        data: {
          ...section,
          course: {
            id: 9,
            title: 'ریاضی هفتم',
            slug: 'math-grade-7',
            image_styles: COURSE.image_styles,
            teacher: COURSE.teacher,
          },
          previous: { id: 33, title: 'راهبردهای حل مسئله', slug: 'math-grade-7-chapter-1' },
          next: null,
        },
      },
    });
    api().answer('/front/course/get-course-details', { status: 200, body: { data: COURSE } });
    api().answer('/front/course/user/get-user-content-watch', { status: 200, body: { data: [watch(153, 24)] } });
    api().answer('/front/course/user/get-user-course-mastery', { status: 404 });
    renderLearn('/course/sections/math-grade-7-chapter-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'فصل ۲: عددهای صحیح' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'محتواهای این فصل' });
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /آموزش عددهای صحیح/ })).toHaveTextContent('دیده‌شده'),
    );
    expect(screen.getByRole('link', { name: /فصل قبلی/ })).toHaveAttribute(
      'href',
      '/course/sections/math-grade-7-chapter-1',
    );
    const sidebar = screen.getByRole('complementary', { name: 'ستون کناری دوره' });
    expect(await within(sidebar).findByRole('link', { name: /فصل ۲: عددهای صحیح/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
