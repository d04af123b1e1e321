import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BRANCHES, courseCard, coursePage, GRADES } from '../testing/learn-fixtures.ts';
import { renderLearn, setUpTestApi } from '../testing/render-learn.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

beforeEach(() => {
  api().answer('/front/education/grade', { status: 200, body: { data: GRADES } });
  api().answer('/front/education/branch', { status: 200, body: { data: BRANCHES } });
  api().answer('/front/course/get-course-index', {
    status: 200,
    body: {
      data: {
        query: '',
        featured: [],
        grades: [],
        branches: [],
        totals: { courses: 34, teachers: 10, contents: 667, video_seconds: 8808 },
      },
    },
  });
});

/** The queries of the course-list requests for results (not the teacher list's 48-course request). */
const resultQueries = () =>
  urls
    .filter((url) => url.includes('/front/course/get-courses'))
    .map((url) => new URL(url).searchParams)
    .filter((query) => query.get('per_page') !== '48');

describe('CourseList', () => {
  it('/learn lists every course with the totals, a page at a time', async () => {
    api().answer('/front/course/get-courses', {
      status: 200,
      body: coursePage([courseCard(1, { title: 'ریاضی هفتم' }), courseCard(2)], { last_page: 3, total: 34 }),
    });
    renderLearn('/learn');
    expect(screen.getByRole('heading', { level: 1, name: 'دوره‌ها' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ریاضی هفتم' })).toHaveAttribute('href', '/course/course-slug-1');
    expect(screen.getByText(/۳۴ دوره از ۱۰ مدرس/)).toBeInTheDocument();
    expect(screen.getByText('۳۴ دوره').closest('p')).toHaveTextContent(/^۳۴ دوره، صفحهٔ ۱ از ۳$/);
    const pages = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(within(pages).getByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute('href', '/learn?page=2');
    // Every lesson plays free and nothing can be bought: a price would promise a purchase.
    expect(screen.queryByText(/تومان/)).not.toBeInTheDocument();
  });

  it('browses by grade: the chip is marked, the list and title follow the grade', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(3)]) });
    const view = renderLearn('/learn/grade/grade-7?search=%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'دوره‌های پایهٔ هفتم' })).toBeInTheDocument();
    await waitFor(() => expect(view.pageTitle()).toBe('دوره‌های پایهٔ هفتم'));
    const grades = screen.getByRole('navigation', { name: 'پایه‌های تحصیلی' });
    expect(within(grades).getByRole('link', { name: 'هفتم' })).toHaveAttribute('aria-current', 'true');
    // Another grade keeps the search but starts again at page 1.
    expect(within(grades).getByRole('link', { name: 'دهم' })).toHaveAttribute(
      'href',
      '/learn/grade/grade-10?search=%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C',
    );
    await waitFor(() => expect(resultQueries().at(-1)?.get('grade')).toBe('grade-7'));
    expect(resultQueries().at(-1)?.get('search')).toBe('ریاضی');
    expect(resultQueries().at(-1)?.get('page')).toBe('2');
  });

  it('searches through the address and says when nothing matches', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
    const view = renderLearn('/learn');
    const field = await screen.findByRole('searchbox', { name: 'جست‌وجو در دوره‌ها' });
    fireEvent.change(field, { target: { value: '  هندسه ' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(view.location()).toBe('/learn?search=%D9%87%D9%86%D8%AF%D8%B3%D9%87'));
    expect(await screen.findByRole('heading', { name: /دوره‌ای برای «\s*هندسه\s*» پیدا نشد/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جست‌وجو را پاک کن' })).toHaveAttribute('href', '/learn');
  });

  it('filters by teacher from the address and shows the filter as a removable chip', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(4)]) });
    renderLearn('/learn?teacher=%DB%B1');
    const chip = await screen.findByRole('link', { name: /مدرس: علی رضایی/ });
    expect(chip).toHaveAttribute('href', '/learn');
    expect(resultQueries().at(-1)?.get('teacher')).toBe('1');
  });

  it('keeps a teacher filter whole when a branch leaves none of their courses', async () => {
    const otherTeacher = { ...courseCard(6).teacher, id: 7, name: 'مریم احمدی' };
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(4)]) });
    api().answer('/front/course/get-courses?teacher=5', {
      status: 200,
      body: coursePage([courseCard(5, { teacher: { ...otherTeacher, id: 5, name: 'حسن مرادی' } })]),
    });
    api().answer('/front/course/get-courses?teacher=5&branch=math-physics', { status: 200, body: coursePage([]) });
    api().answer('/front/course/get-courses?branch=math-physics&per_page=48', {
      status: 200,
      body: coursePage([courseCard(8, { teacher: otherTeacher })]),
    });
    renderLearn('/learn/branch/math-physics?teacher=5');
    // The chip and the select name the teacher, though the list is empty.
    expect(await screen.findByRole('link', { name: /مدرس: حسن مرادی/ })).toHaveAttribute(
      'href',
      '/learn/branch/math-physics',
    );
    const teacherSelect = screen.getByRole('combobox', { name: 'مدرس' });
    await waitFor(() => expect(teacherSelect).toHaveTextContent('حسن مرادی'));
    expect(screen.getByRole('combobox', { name: 'رشته' })).toHaveTextContent('ریاضی و فیزیک');
    expect(await screen.findByRole('heading', { name: 'دوره‌ای با این فیلترها نیست' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'برداشتن فیلتر مدرس' })).toHaveAttribute(
      'href',
      '/learn/branch/math-physics',
    );
  });

  it('lists a footer category’s courses under its name, with a chip that removes it', async () => {
    api().answer('/front/utils/global', {
      status: 200,
      body: {
        logos: { logo: '/logo.svg' },
        grades: [],
        vendor_categories: [{ name: 'ریاضی', slug: 'math' }],
        social: Object.fromEntries(
          ['linkedin', 'pinterest', 'instagram', 'telegram', 'facebook', 'whatsapp'].map((name) => [
            `social_${name}`,
            '',
          ]),
        ),
        footer: { menu_1: { label: 'الف', items: [] }, menu_2: { label: 'ب', items: [] } },
        contact: { contact_phones: [], contact_mail: '' },
      },
    });
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(1), courseCard(2)]) });
    api().answer('/front/course/get-courses?category=math', {
      status: 200,
      body: coursePage([courseCard(1, { title: 'ریاضی هفتم' })]),
    });
    const view = renderLearn('/courses?category=math');
    expect(await screen.findByRole('heading', { level: 1, name: 'دوره‌های ریاضی' })).toBeInTheDocument();
    await waitFor(() => expect(view.pageTitle()).toBe('دوره‌های ریاضی'));
    expect(await screen.findByRole('link', { name: 'ریاضی هفتم' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /course-2|دوره ۲/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /موضوع: ریاضی/ })).toHaveAttribute('href', '/courses');
    // A grade keeps the category.
    const grades = screen.getByRole('navigation', { name: 'پایه‌های تحصیلی' });
    expect(within(grades).getByRole('link', { name: 'هفتم' })).toHaveAttribute(
      'href',
      '/learn/grade/grade-7?category=math',
    );
  });

  it('an unknown grade is the not-found page', async () => {
    api().answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
    renderLearn('/learn/grade/grade-99');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
  });

  it('a failed list offers a retry that loads it', async () => {
    api().answer('/front/course/get-courses', [
      { status: 503 },
      { status: 503 },
      { status: 200, body: coursePage([courseCard(5, { title: 'علوم هفتم' })]) },
    ]);
    renderLearn('/learn/branch/math-physics');
    expect(await screen.findByRole('heading', { level: 1, name: 'دوره‌های رشتهٔ ریاضی و فیزیک' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'علوم هفتم' })).toBeInTheDocument();
  });
});
