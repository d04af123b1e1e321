import { ABOUT_PAGES } from './pages-about.ts';
import { FAQ_PAGE } from './pages-faq.ts';
import { POLICY_PAGES } from './pages-policies.ts';

/** A static page of `GET /front/utils/get-page`. */
export interface SeedPage {
  /** What `name` the page is asked for by; the site's paths use the same words. */
  name: string;
  title: string;
  summary: string;
  /** HTML. */
  body: string;
  faqs?: { question: string; answer: string }[];
  updated_at: string;
}

/** The static pages of spec section 2: about us, privacy, partnership, social duties, facilities and FAQ. */
export const STATIC_PAGES: SeedPage[] = [...ABOUT_PAGES, ...POLICY_PAGES, FAQ_PAGE];

/** Other names the site's paths use for the same pages. */
const ALIASES: Record<string, string> = { 'about-us': 'aboutus', about: 'aboutus', 'faq-dyna': 'faq' };

/** A static page by name or alias. */
export function staticPage(name: string): SeedPage | undefined {
  const wanted = ALIASES[name] ?? name;
  return STATIC_PAGES.find((page) => page.name === wanted);
}
