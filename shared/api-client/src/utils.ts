import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import {
  requireParams,
  callEndpoint,
  endpoint,
  actionResult,
  imageStylesSchema,
  list,
  single,
} from '@shared/api-client/core';

const linkSchema = z.object({ title: z.string(), path: z.string() });

/** A footer menu: a label and its links. */
export const footerMenuSchema = z.object({ label: z.string(), items: z.array(linkSchema) });

/**
 * Global data every page needs (spec section 3): logos, grades, vendor
 * categories, social links, the two footer menus and contacts.
 */
export const globalDataSchema = z.looseObject({
  logos: z.looseObject({ logo: z.string() }),
  grades: z.array(z.looseObject({ name: z.string(), slug: z.string() })),
  vendor_categories: z.array(z.looseObject({ name: z.string(), slug: z.string() })),
  social: z.looseObject({
    social_linkedin: z.string(),
    social_pinterest: z.string(),
    social_instagram: z.string(),
    social_telegram: z.string(),
    social_facebook: z.string(),
    social_whatsapp: z.string(),
  }),
  footer: z.looseObject({ menu_1: footerMenuSchema, menu_2: footerMenuSchema }),
  contact: z.looseObject({ contact_phones: z.array(z.string()), contact_mail: z.string() }),
});

/** Global site data as returned by `GET /front/utils/global`. */
export type GlobalData = z.infer<typeof globalDataSchema>;

/**
 * The login form's captcha (our design): a simple Persian arithmetic question,
 * also drawn as an image. The answer goes back as `captcha` with this `key`.
 */
export const captchaSchema = z.looseObject({
  enabled: z.boolean(),
  key: z.string(),
  type: z.literal('arithmetic'),
  /** e.g. «۷ به‌علاوهٔ ۵ چند می‌شود؟» */
  question: z.string(),
  /** The question drawn as an SVG data URL. */
  image: z.string(),
  /** Most digits the answer has. */
  length: z.int().check(z.positive()),
});

/** The footer's own data (our design), beyond what global data already carries. */
export const footerSchema = z.looseObject({
  about: z.looseObject({ title: z.string(), body: z.string() }),
  menus: z.array(footerMenuSchema),
  contact: z.looseObject({
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
    working_hours: z.string(),
  }),
  social: z.array(z.looseObject({ network: z.string(), title: z.string(), url: z.string() })),
  /** Trust badges such as the e-commerce certificate. */
  badges: z.array(z.looseObject({ title: z.string(), image: z.string(), url: z.string() })),
  copyright: z.string(),
});

/** A stored file: seeded pictures and uploads alike (our design). */
export const mediaItemSchema = z.looseObject({
  id: z.int(),
  url: z.string(),
  name: z.string(),
  mime_type: z.string(),
  /** Bytes. */
  size: z.int().check(z.nonnegative()),
  alt: z.string(),
  image_styles: imageStylesSchema,
  /** ISO 8601. */
  created_at: z.string(),
});

/** A static page (our design): HTML body, and question/answer pairs on the FAQ page. */
export const staticPageSchema = z.looseObject({
  name: z.string(),
  title: z.string(),
  /** One plain-text line for the page's description. */
  summary: z.string(),
  /** HTML; the site sanitises it before showing it. */
  body: z.string(),
  faqs: z.optional(z.array(z.looseObject({ question: z.string(), answer: z.string() }))),
  /** ISO 8601. */
  updated_at: z.string(),
});

/** The media request (our design): the ids of the files wanted, 1 to 50 of them. */
export const getMediaRequestSchema = z.object({
  ids: z
    .array(z.int().check(z.positive()), { error: 'شناسه‌های فایل را به‌صورت فهرستی از عددها بفرستید.' })
    .check(
      z.minLength(1, 'دست‌کم یک شناسه بفرستید.'),
      z.maxLength(50, 'در هر درخواست حداکثر ۵۰ فایل را می‌توان خواست.'),
    ),
});

const PAGE_NAME_MISSING = 'نام صفحه را بفرستید.';

/** The site-wide calls: global data, footer, captcha, static pages and the media library. */
export const utilsEndpoints = {
  /** The data the header and footer are built from (no envelope). */
  global: endpoint({ method: 'get', path: '/front/utils/global', access: 'public', response: globalDataSchema }),
  footer: endpoint({ method: 'get', path: '/front/utils/footer', access: 'public', response: single(footerSchema) }),
  /** A fresh captcha for the password login. */
  captcha: endpoint({
    method: 'get',
    path: '/front/utils/captcha',
    access: 'public',
    response: single(captchaSchema),
  }),
  /** A static page by name: aboutus, privacy, partnership, social-duties, facilities or faq. */
  staticPage: endpoint({
    method: 'get',
    path: '/front/utils/get-page',
    access: 'public',
    query: z.object({
      name: z.string({ error: PAGE_NAME_MISSING }).check(z.trim(), z.minLength(1, { error: PAGE_NAME_MISSING })),
    }),
    response: single(staticPageSchema),
  }),
  /** Files by id; unknown ids are left out of the answer. */
  media: endpoint({
    method: 'post',
    path: '/front/utils/get-media',
    access: 'public',
    body: getMediaRequestSchema,
    response: list(mediaItemSchema),
  }),
  /** One image (multipart field `file`: png, jpeg or webp). */
  uploadMedia: endpoint({
    method: 'post',
    path: '/front/utils/media/upload',
    access: 'student',
    response: actionResult(mediaItemSchema),
  }),
};

export const captchaResponseSchema = utilsEndpoints.captcha.response;
export const footerResponseSchema = utilsEndpoints.footer.response;
export const mediaListResponseSchema = utilsEndpoints.media.response;
export const mediaUploadResponseSchema = utilsEndpoints.uploadMedia.response;
export const staticPageResponseSchema = utilsEndpoints.staticPage.response;

export type Captcha = z.infer<typeof captchaSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type StaticPage = z.infer<typeof staticPageSchema>;
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;
export type FooterResponse = z.infer<typeof footerResponseSchema>;
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

/** The data the header and footer are built from. */
export async function getGlobalData(): Promise<GlobalData> {
  return callEndpoint(utilsEndpoints.global, {});
}

/** A fresh captcha for the password login. */
export async function getCaptcha(): Promise<CaptchaResponse> {
  return callEndpoint(utilsEndpoints.captcha, {});
}

/**
 * The login's captcha. A new question must never replace the one being
 * answered behind the person's back, so an answer never goes stale; the form
 * asks for another itself.
 */
export const captchaQuery = () =>
  queryOptions({ queryKey: ['utils', 'captcha'], queryFn: getCaptcha, staleTime: Infinity });

/** The footer's own data. */
export async function getFooter(): Promise<FooterResponse> {
  return callEndpoint(utilsEndpoints.footer, {});
}

/** Files by id: unknown ids are left out of the answer. */
export async function getMedia(ids: number[]): Promise<MediaListResponse> {
  requireParams({ ids });
  return callEndpoint(utilsEndpoints.media, { body: { ids } });
}

/** Uploads one image (png, jpeg or webp) as the signed-in student. */
export async function uploadMedia(file: Blob, fileName = 'image'): Promise<MediaUploadResponse> {
  requireParams({ file });
  const form = new FormData();
  form.append('file', file, fileName);
  return callEndpoint(utilsEndpoints.uploadMedia, { form });
}

/** A static page by name: aboutus, privacy, partnership, social-duties, facilities or faq. */
export async function getStaticPage(name: string): Promise<StaticPageResponse> {
  requireParams({ name });
  return callEndpoint(utilsEndpoints.staticPage, { query: { name: name.trim() } });
}

/** A static page by name, cached for the visit. */
export const staticPageQuery = (name: string) =>
  queryOptions({
    queryKey: ['utils', 'static-page', name.trim()] as const,
    queryFn: () => getStaticPage(name),
    staleTime: 10 * 60_000,
  });

/** The global data's query: the header, the footer and the course list's categories read one cached answer. */
export const globalDataQuery = () =>
  queryOptions({ queryKey: ['global-data'], queryFn: getGlobalData, staleTime: 10 * 60 * 1000 });
