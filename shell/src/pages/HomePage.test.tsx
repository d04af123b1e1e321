import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTestServer } from '@shared/api-client/testing';
import { createStore } from 'jotai';
import { sessionAtom } from '../session/session-store.ts';
import { DEMO_STUDENT } from '../session/testing/demo-student.ts';
import HomePage from './HomePage.tsx';
import { renderShell } from './testing/render-shell.tsx';

const image = { styles: { thumbnail: '/a.svg?w=320', large: '/a.svg?w=1280' } };
const BLOCKS = [
  {
    type: 'hero',
    id: 'hero',
    slides: [
      {
        title: 'یادگیری بدون مرز',
        subtitle: 'هر زمان',
        image_styles: image,
        link: { title: 'دیدن دوره‌ها', path: '/courses' },
      },
    ],
  },
  { type: 'countdown', id: 'new', title: 'بلوکی که این سایت نمی‌شناسد' },
  {
    type: 'grades',
    id: 'grades',
    title: 'پایهٔ خود را انتخاب کنید',
    items: [{ name: 'هفتم', slug: 'grade-7', path: '/learn/grade/grade-7' }],
  },
  {
    type: 'featured_courses',
    id: 'featured',
    title: 'دوره‌های پرطرفدار',
    more_link: { title: 'همهٔ دوره‌ها', path: '/courses' },
    items: [
      {
        id: 1,
        title: 'ریاضی هفتم',
        slug: 'math-grade-7',
        image_styles: image,
        teacher_name: 'علی رضایی',
        grade: { name: 'هفتم', slug: 'grade-7' },
        price: 0,
        rating: 4.5,
        students_count: 1250,
      },
    ],
  },
  {
    type: 'stats',
    id: 'stats',
    title: 'در یک نگاه',
    items: [{ label: 'دانش‌آموز فعال', value: 48250, unit: 'نفر', icon: 'users' }],
  },
  {
    type: 'latest_posts',
    id: 'posts',
    title: 'تازه‌ترین مقاله‌ها',
    more_link: { title: 'همهٔ مقاله‌ها', path: '/articles' },
    items: [
      {
        id: 9,
        title: 'ده نکته',
        slug: 'ten-tips',
        picture_styles: image,
        excerpt: 'خلاصه',
        published_at: '2026-03-21T08:00:00Z',
      },
    ],
  },
  {
    type: 'call_to_action',
    id: 'join',
    title: 'رایگان شروع کنید',
    body: 'ثبت‌نام کنید.',
    link: { title: 'ورود یا ثبت‌نام', path: '/user/login' },
  },
];

const server = withTestServer();

describe('home page', () => {
  it('draws every block it knows, in order, and skips the ones it does not', async () => {
    server.answer('/front/home', { status: 200, body: { data: { blocks: BLOCKS } } });
    renderShell(<HomePage />);
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'یادگیری بدون مرز' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('آموزش آنلاین برای دانش‌آموزان');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'یادگیری بدون مرز',
      'پایهٔ خود را انتخاب کنید',
      'دوره‌های پرطرفدار',
      'در یک نگاه',
      'تازه‌ترین مقاله‌ها',
      'رایگان شروع کنید',
    ]);
    expect(screen.queryByText('بلوکی که این سایت نمی‌شناسد')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'هفتم' })).toHaveAttribute('href', '/learn/grade/grade-7');
    const course = screen.getByRole('link', { name: 'ریاضی هفتم' }).closest('article')!;
    // No price on a course: every lesson plays free and there is nothing to buy.
    expect(within(course).queryByText(/رایگان|تومان/)).not.toBeInTheDocument();
    expect(within(course).getByText('۱٬۲۵۰ دانش‌آموز')).toBeInTheDocument();
    expect(screen.getByText('۴۸٬۲۵۰ نفر')).toBeInTheDocument();
    expect(screen.getByText('۱ فروردین ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveAttribute('href', '/user/login');
  });

  it('does not invite a signed-in student to log in', async () => {
    server.answer('/front/home', { status: 200, body: { data: { blocks: BLOCKS } } });
    const store = createStore();
    store.set(sessionAtom, { status: 'authenticated', user: DEMO_STUDENT });
    renderShell(<HomePage />, { store });
    expect(await screen.findByRole('heading', { name: 'دوره‌های پرطرفدار' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'رایگان شروع کنید' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ورود یا ثبت‌نام' })).toBeNull();
  });

  it('shows an error with a retry that loads the page', async () => {
    server.answer('/front/home', [
      { status: 503, body: {} },
      { status: 200, body: { data: { blocks: BLOCKS } } },
    ]);
    renderShell(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'دوره‌های پرطرفدار' })).toBeInTheDocument();
  });
});
