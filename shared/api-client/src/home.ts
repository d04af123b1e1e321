import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callEndpoint, endpoint, imageStylesSchema, single } from '@shared/api-client/core';

/**
 * The home page as a list of typed blocks, drawn in order (our design; spec
 * section 3 shows no fields). Each block has a `type`; a block type this site
 * does not know is skipped, so a newer backend can add blocks safely.
 */

const linkSchema = z.looseObject({ title: z.string(), path: z.string() });

export const heroSlideSchema = z.looseObject({
  title: z.string(),
  subtitle: z.string(),
  image_styles: imageStylesSchema,
  link: linkSchema,
});

export const homeCourseSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  teacher_name: z.string(),
  grade: z.looseObject({ name: z.string(), slug: z.string() }),
  /** In rial, like the course cards; 0 is free. The site shows toman (formatPrice in @shared/ui). */
  price: z.number().check(z.nonnegative()),
  /** Mean stars, 0..5. */
  rating: z.number().check(z.gte(0), z.lte(5)),
  students_count: z.int().check(z.nonnegative()),
});

export const homePostSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  picture_styles: imageStylesSchema,
  excerpt: z.string(),
  /** ISO 8601. */
  published_at: z.string(),
});

export const homeStatSchema = z.looseObject({
  label: z.string(),
  value: z.number().check(z.nonnegative()),
  /** Persian unit shown after the number, e.g. «نفر». */
  unit: z.string(),
  /** An icon name of the site's icon set. */
  icon: z.string(),
});

export const heroBlockSchema = z.looseObject({
  type: z.literal('hero'),
  id: z.string(),
  slides: z.array(heroSlideSchema),
});

export const featuredCoursesBlockSchema = z.looseObject({
  type: z.literal('featured_courses'),
  id: z.string(),
  title: z.string(),
  items: z.array(homeCourseSchema),
  more_link: linkSchema,
});

export const latestPostsBlockSchema = z.looseObject({
  type: z.literal('latest_posts'),
  id: z.string(),
  title: z.string(),
  items: z.array(homePostSchema),
  more_link: linkSchema,
});

export const statsBlockSchema = z.looseObject({
  type: z.literal('stats'),
  id: z.string(),
  title: z.string(),
  items: z.array(homeStatSchema),
});

export const gradesBlockSchema = z.looseObject({
  type: z.literal('grades'),
  id: z.string(),
  title: z.string(),
  items: z.array(z.looseObject({ name: z.string(), slug: z.string(), path: z.string() })),
});

export const callToActionBlockSchema = z.looseObject({
  type: z.literal('call_to_action'),
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: linkSchema,
});

export const homeBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  featuredCoursesBlockSchema,
  latestPostsBlockSchema,
  statsBlockSchema,
  gradesBlockSchema,
  callToActionBlockSchema,
]);

const KNOWN_BLOCK_TYPES = new Set<string>(
  homeBlockSchema.def.options.flatMap((option) => option.shape.type.def.values),
);

/** Blocks of known types are checked strictly; unknown types are dropped before checking. */
export const homeBlocksSchema = z.pipe(
  z.pipe(
    z.array(z.looseObject({ type: z.string() })),
    z.transform((blocks) => blocks.filter((block) => KNOWN_BLOCK_TYPES.has(block.type))),
  ),
  z.array(homeBlockSchema),
);

export const homeEndpoints = {
  /** The home page's blocks, in order. */
  home: endpoint({
    method: 'get',
    path: '/front/home',
    access: 'public',
    response: single(z.looseObject({ blocks: homeBlocksSchema })),
  }),
};

export const homeResponseSchema = homeEndpoints.home.response;

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HomeCourse = z.infer<typeof homeCourseSchema>;
export type HomePost = z.infer<typeof homePostSchema>;
export type HomeStat = z.infer<typeof homeStatSchema>;
export type HomeBlock = z.infer<typeof homeBlockSchema>;
export type HomeResponse = z.infer<typeof homeResponseSchema>;

/** The home page's blocks. */
export async function getHome(): Promise<HomeResponse> {
  return callEndpoint(homeEndpoints.home, {});
}

/** The home page's blocks, in order. */
export const homeQuery = () => queryOptions({ queryKey: ['home', 'blocks'], queryFn: getHome, staleTime: 5 * 60_000 });
