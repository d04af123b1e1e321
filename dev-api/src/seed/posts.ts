import {
  BLOG_CATEGORIES,
  BLOG_TAGS,
  blogAuthor,
  type SeedBlogCategory,
  type SeedPostContent,
} from './blog-taxonomy.ts';
import { imageStyles } from './media.ts';
import { seededRandom } from './random.ts';
import { COUNSELING_POSTS } from './posts-counseling.ts';
import { EXAM_POSTS } from './posts-exams.ts';
import { FAMILY_POSTS } from './posts-family.ts';
import { LANGUAGE_POSTS } from './posts-language.ts';
import { MATH_AND_SCIENCE_POSTS } from './posts-math.ts';
import { ONLINE_LEARNING_POSTS } from './posts-online-learning.ts';
import { PHYSICS_CHEMISTRY_POSTS } from './posts-physics-chemistry.ts';
import { STUDY_SKILLS_POSTS } from './posts-study-skills.ts';

export { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_TAGS } from './blog-taxonomy.ts';

/** A category as a post refers to it. */
export interface BlogCategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** A seeded post in the API's shape (the whole post; cards are cut from it). */
export interface SeedPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  picture_styles: ReturnType<typeof imageStyles>;
  author: ReturnType<typeof blogAuthor>;
  published_at: string;
  updated_at: string;
  reading_minutes: number;
  views_count: number;
  is_featured: boolean;
  category: BlogCategoryRef;
  /** Set on posts of a sub-category, so filtering by the parent finds them. */
  parent_category_id: number | null;
  tags: { name: string; slug: string }[];
}

/** What a post card shows: the post without its body and tags. */
export type PostCard = Omit<SeedPost, 'body' | 'tags' | 'parent_category_id' | 'updated_at'>;

/** Persian prose is read at roughly this many words a minute. */
const WORDS_PER_MINUTE = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded category with this slug. */
export function seedCategory(slug: string): SeedBlogCategory {
  const category = BLOG_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`Unknown blog category ${slug}`);
  return category;
}

function readingMinutes(body: string): number {
  const words = body
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function buildPost(content: SeedPostContent, id: number, random: ReturnType<typeof seededRandom>): SeedPost {
  const category = seedCategory(content.category);
  const parent = category.parentSlug ? seedCategory(category.parentSlug) : null;
  // Posts go out between 07:30 and 12:30 Tehran time; the seeded generator keeps the minute the same on every run.
  const published = new Date(
    `${content.date}T0${random.int(4, 8)}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`,
  );
  const edited = new Date(published.getTime() + random.int(0, 4) * DAY_MS);
  const views = random.int(400, 9_000) * (content.featured ? 3 : 1);
  return {
    id,
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    body: content.body,
    picture_styles: imageStyles('post', content.title),
    author: blogAuthor(content.author),
    published_at: published.toISOString(),
    updated_at: edited.toISOString(),
    reading_minutes: readingMinutes(content.body),
    views_count: views,
    is_featured: content.featured ?? false,
    category: { id: category.id, name: category.name, slug: category.slug },
    parent_category_id: parent?.id ?? null,
    tags: content.tags.map((slug) => {
      const tag = BLOG_TAGS.find((candidate) => candidate.slug === slug);
      if (!tag) throw new Error(`Unknown blog tag ${slug}`);
      return { name: tag.name, slug: tag.slug };
    }),
  };
}

const ALL_CONTENT: SeedPostContent[] = [
  ...STUDY_SKILLS_POSTS,
  ...EXAM_POSTS,
  ...COUNSELING_POSTS,
  ...MATH_AND_SCIENCE_POSTS,
  ...PHYSICS_CHEMISTRY_POSTS,
  ...LANGUAGE_POSTS,
  ...FAMILY_POSTS,
  ...ONLINE_LEARNING_POSTS,
];

function buildPosts(): SeedPost[] {
  const random = seededRandom(1404);
  // Ids follow publication order, as a real database would assign them.
  const chronological = [...ALL_CONTENT].sort((a, b) => a.date.localeCompare(b.date));
  const posts = chronological.map((content, index) => buildPost(content, index + 1, random));
  return posts.sort((a, b) => b.published_at.localeCompare(a.published_at));
}

/** Every seeded blog post, newest first (the blog's default order). */
export const POSTS: readonly SeedPost[] = buildPosts();

/** A post as lists, carousels and search results show it. */
export function toPostCard(post: SeedPost): PostCard {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    picture_styles: post.picture_styles,
    author: post.author,
    published_at: post.published_at,
    reading_minutes: post.reading_minutes,
    views_count: post.views_count,
    is_featured: post.is_featured,
    category: post.category,
  };
}

/** Every post as a card, newest first (what the search endpoint lists under «مقاله‌ها»). */
export const POST_CARDS: readonly PostCard[] = POSTS.map(toPostCard);
