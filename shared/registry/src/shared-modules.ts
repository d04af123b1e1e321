/**
 * Modules that exist once per page: those that hold state or React context,
 * and two libraries every app needs whose one copy is cheaper than a copy per
 * app (measured with `npm run bench:size`). A shared module is provided whole,
 * so the router and zod are shared as narrowed modules of their own
 * (`@shared/router`, `@shared/schema`). Everything else (UI primitives, the
 * api-client's endpoints) is bundled into each app and tree-shaken, which ships
 * fewer bytes than sharing it (see README).
 * A key ending in `/` shares every sub-path (`react-dom/client`, `react/jsx-runtime`);
 * `from` names the package whose range in package.json applies.
 */
export const SINGLETONS = [
  { key: 'react', from: 'react' },
  { key: 'react/', from: 'react' },
  { key: 'react-dom', from: 'react-dom' },
  { key: 'react-dom/', from: 'react-dom' },
  // Not react-router itself: the narrowed router (shared/router), so the shared copy is tree-shaken.
  { key: '@shared/router', from: '@shared/router' },
  { key: '@shared/router/', from: '@shared/router' },
  { key: 'styled-components', from: 'styled-components' },
  { key: 'jotai', from: 'jotai' },
  { key: '@tanstack/react-query', from: '@tanstack/react-query' },
  { key: '@shared/event-bus', from: '@shared/event-bus' },
  // Not zod/mini itself: the narrowed schema library (shared/schema), configured once for the page.
  { key: '@shared/schema', from: '@shared/schema' },
  // Stateless, but the shell already loads all of it, so sharing spares every area its copy (measured: bench:size).
  { key: 'ky', from: 'ky' },
  // Only the design system's atoms; its components are stateless.
  { key: '@shared/ui/state', from: '@shared/ui' },
  // Only the API client's core (its transport, errors and envelopes): the shell loads all of it, and the page
  // then has one transport. Each endpoint's schemas and calls stay in the apps that use them.
  { key: '@shared/api-client/core', from: '@shared/api-client' },
] as const;

/**
 * The packages the site server hands every Node build (its share scope on
 * Node): those the singletons come from. A Node build leaves exactly the
 * singletons out (build/node-config.ts), so the two lists cannot drift apart.
 */
export const SHARED_PACKAGES: readonly string[] = [...new Set(SINGLETONS.map(({ from }) => from))];

/** The id of the JSON block a server-rendered page carries its data in (written by the site server, read by the shell). */
export const SERVER_STATE_ID = 'server-state';
