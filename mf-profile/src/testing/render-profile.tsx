import path from 'node:path';
import type { AreaKitOptions, RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import { renderArea, routesOf, setUpTestApi as setUpAreaTestApi } from '@shared/ui/testing';

export { announceSession, recordBus, setViewportWidth } from '@shared/ui/testing';

/** The profile routes (src/routes.ts), in the profile layout with its sidebar. */
export const PROFILE: AreaKitOptions = {
  routes: routesOf(routes, path.join(__dirname, '..', 'pages')),
  main: true,
  slots: { sidebar: 'ستون کناری نمایه' },
};

/** Renders the profile area at an address as the shell would. */
export function renderProfile(path: string): RenderedArea {
  return renderArea(PROFILE, path);
}

/** The test API; every profile page is behind the login, so every request carries a token. */
export function setUpTestApi() {
  return setUpAreaTestApi({ accessToken: () => 'session-token' });
}
