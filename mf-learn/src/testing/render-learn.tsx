import path from 'node:path';
import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';

export { announceSession, setUpTestApi, setViewportWidth } from '@shared/ui/testing';

/** The learn routes (src/routes.ts), in the course layout: its sidebar and bottom bar. */
export const LEARN: AreaKitOptions = {
  routes: routesOf(routes, path.join(__dirname, '..', 'pages')),
  main: true,
  slots: { sidebar: 'ستون کناری دوره', bottomBar: 'نوار پایین' },
};

/** What a rendered learn page offers a test. */
export type RenderedLearn = RenderedArea;

/** Renders the learn area at an address as the shell would. */
export function renderLearn(path: string): RenderedLearn {
  return renderArea(LEARN, path);
}
