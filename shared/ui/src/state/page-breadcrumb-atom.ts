import { atom } from 'jotai';

/** One step of an area's breadcrumb, from the home page to the current page. */
export interface PageCrumb {
  label: string;
  to?: string;
}

/**
 * The trail an area's page asks for when it knows more levels than the site
 * map (مقاله‌ها › a category › the article). The shell draws the one
 * breadcrumb of the page from it, so no page shows two.
 */
export const pageBreadcrumbAtom = atom<readonly PageCrumb[] | null>(null);
