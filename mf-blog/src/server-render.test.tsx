/** @jest-environment node */
import { describeServerPages } from '@shared/ui/testing';
import { routes } from './routes.ts';
import { fullPost, fullSponsor, SIDEBAR } from './testing/blog-fixtures.ts';
import { BLOG } from './testing/render-blog.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const LOADING = 'در حال بارگذاری مقاله‌ها';

describeServerPages('blog', {
  kit: BLOG,
  table: routes,
  params: { slug: 'test-taking-strategy-two-pass' },
  answers: {
    '/front/blog/sidebar': SIDEBAR,
    '/front/blog/test-taking-strategy-two-pass': { data: fullPost() },
    '/front/sponsor/show': { data: fullSponsor() },
  },
  expected: {
    '/articles': LOADING,
    '/articles/featured': LOADING,
    '/articles/latest': LOADING,
    '/articles/search': 'جست‌وجوی مقاله‌ها',
    '/articles/category': 'دسته‌بندی مقاله‌ها',
    '/articles/category/:slug': LOADING,
    '/articles/tag/:slug': LOADING,
    // The article's queries are fetched first, as the site server does: its heading and body are in the HTML.
    '/articles/:slug': 'روش دو مرحله‌ای در پاسخ دادن به آزمون‌های تستی',
    '/article/show/:slug': 'در آزمون‌های تستی زمان محدود است.',
    '/landing/sponsors': 'حامیان',
    '/landing/sponsors/:slug': 'بنیاد علمی فرزانگان از سال ۱۳۹۲ فعالیت می‌کند.',
  },
});
