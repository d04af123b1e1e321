import type {
  BlogCategory,
  BlogPost,
  BlogPostCard,
  BlogPostListResponse,
  SponsorCard,
  Sponsor,
} from '@shared/api-client';

/**
 * Answers shaped like the dev API's seeded blog and sponsors, for component
 * tests against a real local HTTP server (the real client parses them).
 */

const styles = (kind: string, name: string) => {
  const url = `/api/dev-media/${kind}/${encodeURIComponent(name)}.svg`;
  return { styles: { thumbnail: `${url}?w=320`, medium: `${url}?w=768`, large: `${url}?w=1280` } };
};

export const CATEGORIES: BlogCategory[] = [
  { id: 1, name: 'مهارت‌های مطالعه', slug: 'study-skills', posts_count: 7, parent: null },
  { id: 2, name: 'کنکور و آزمون‌ها', slug: 'exams', posts_count: 6, parent: null },
  { id: 4, name: 'علوم پایه', slug: 'science', posts_count: 9, parent: null },
  { id: 5, name: 'ریاضی', slug: 'mathematics', posts_count: 5, parent: { id: 4, name: 'علوم پایه', slug: 'science' } },
];

export function postCard(id: number, overrides: Partial<BlogPostCard> = {}): BlogPostCard {
  const title = overrides.title ?? `مقالهٔ شمارهٔ ${id.toLocaleString('fa-IR')}`;
  return {
    id,
    title,
    slug: `post-${id}`,
    excerpt: `خلاصهٔ ${title}`,
    picture_styles: styles('post', title),
    author: { name: 'مریم رضایی', avatar: '/api/dev-media/avatar/maryam.svg', bio: 'مشاور تحصیلی' },
    published_at: '2025-02-26T05:37:00.000Z',
    reading_minutes: 5,
    views_count: 1200,
    is_featured: false,
    category: { id: 2, name: 'کنکور و آزمون‌ها', slug: 'exams' },
    ...overrides,
  };
}

export function fullPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...postCard(1, { title: 'روش دو مرحله‌ای در پاسخ دادن به آزمون‌های تستی', slug: 'test-taking-strategy-two-pass' }),
    body:
      '<p>در آزمون‌های تستی زمان محدود است.</p><h2>دور اول</h2>' +
      '<p>این روش را در <a href="/quiz">آزمون‌های آنلاین سایت</a> یا <a href="https://example.org/guide">راهنما</a> تمرین کنید.</p>' +
      '<table><caption>برنامه</caption><tr><th>روز</th><th>درس</th></tr><tr><td>شنبه</td><td>ریاضی</td></tr></table>',
    updated_at: '2025-02-26T05:37:00.000Z',
    tags: [
      { name: 'تست‌زنی', slug: 'test-taking' },
      { name: 'کنکور', slug: 'konkur' },
    ],
    related_posts: [postCard(2, { title: 'تحلیل آزمون آزمایشی' }), postCard(3)],
    ...overrides,
  };
}

export function postPage(
  posts: BlogPostCard[],
  meta: Partial<BlogPostListResponse['meta']> = {},
  extra: Pick<BlogPostListResponse, 'category' | 'tag'> = {},
): BlogPostListResponse {
  return {
    data: posts,
    meta: { current_page: 1, last_page: 1, per_page: 12, total: posts.length, ...meta },
    ...extra,
  };
}

export const SIDEBAR = {
  data: {
    popular_posts: [postCard(10, { title: 'تکنیک پومودورو', views_count: 26000 }), postCard(11)],
    categories: CATEGORIES,
    tags: [
      { name: 'برنامه‌ریزی', slug: 'planning', posts_count: 9 },
      { name: 'کنکور', slug: 'konkur', posts_count: 6 },
    ],
  },
};

export const BLOG_INDEX = {
  data: {
    featured_posts: [postCard(20, { title: 'مقالهٔ برگزیده', is_featured: true })],
    latest_posts: [postCard(21, { title: 'تازه‌ترین نوشته' }), postCard(22)],
    categories: CATEGORIES,
  },
};

export function sponsorCard(id: number, overrides: Partial<SponsorCard> = {}): SponsorCard {
  const name = overrides.name ?? `حامی ${id.toLocaleString('fa-IR')}`;
  return {
    id,
    name,
    slug: `sponsor-${id}`,
    image_styles: styles('sponsor', name),
    tier: 'gold',
    tier_label: 'حامی طلایی',
    summary: `دربارهٔ ${name}`,
    website_url: 'https://sponsor.example',
    is_featured: false,
    ...overrides,
  };
}

export function fullSponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  return {
    ...sponsorCard(1, {
      name: 'بنیاد علمی فرزانگان',
      slug: 'farzanegan-foundation',
      tier: 'platinum',
      tier_label: 'حامی پلاتینی',
      is_featured: true,
    }),
    description: '<p>بنیاد علمی فرزانگان از سال ۱۳۹۲ فعالیت می‌کند.</p><img src=x onerror="window.__xss=1">',
    sponsored_since: '2024-09-22T00:00:00.000Z',
    supported_courses: [{ title: 'ریاضی پایه نهم' }, { title: 'آمادگی المپیاد', slug: 'olympiad' }],
    supported_posts: [{ title: 'آمادگی برای المپیاد ریاضی', slug: 'math-olympiad-preparation' }],
    ...overrides,
  };
}
