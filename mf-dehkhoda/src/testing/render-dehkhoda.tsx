import path from 'node:path';
import type { AreaKitOptions, RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import { renderArea, routesOf, setUpTestApi as setUpAreaTestApi } from '@shared/ui/testing';

/** The dictionary's routes (src/routes.ts); its pages hand the shell a trail, its tests go back as a browser does. */
export const DEHKHODA: AreaKitOptions = {
  routes: routesOf(routes, path.join(__dirname, '..', 'pages')),
  outside: 'بیرون از لغت‌نامه',
  breadcrumb: true,
  backButton: true,
  decodedLocation: true,
};

/** What a rendered dictionary page offers a test. */
export type RenderedDehkhoda = RenderedArea;

/** Renders the dictionary at an address as the shell would. */
export function renderDehkhoda(path: string): RenderedDehkhoda {
  return renderArea(DEHKHODA, path);
}

/** The test API; `urls` lists addresses as sent (encoded), which {@link queriesTo} parses. */
export function setUpTestApi() {
  return setUpAreaTestApi({ encodedUrls: true });
}

/** The query parameters of every request to one dictionary endpoint, e.g. 'search'. */
export function queriesTo(urls: readonly string[], endpoint: string): URLSearchParams[] {
  return urls
    .filter((url) => new URL(url).pathname.endsWith(`/front/dehkhoda/${endpoint}`))
    .map((url) => new URL(url).searchParams);
}
