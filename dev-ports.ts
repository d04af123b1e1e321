/**
 * The ports of development mode (`npm run dev` and an area's dev server for overrides), each a setting
 * read from the environment, so two checkouts, or a port already taken on a developer's machine, need no
 * code change. The apps' rspack configs, scripts/dev.ts and the dev API read the same settings, so a dev
 * server and the registry that points at it cannot disagree.
 */
import type { AreaName } from './shared/registry/src/areas.ts';

/** What listens in development: the shell, each area's dev server, the dev API and its proxy. */
export type DevApp = 'shell' | AreaName | 'api' | 'api-proxy';

/** Each app's port when its setting is not given. */
export const DEV_PORT_DEFAULTS: Readonly<Record<DevApp, number>> = {
  shell: 3000,
  learn: 3001,
  quiz: 3002,
  dehkhoda: 3003,
  blog: 3004,
  profile: 3005,
  api: 3100,
  'api-proxy': 3101,
};

/** The environment variable of an app's port: `DEV_QUIZ_PORT`, `DEV_API_PROXY_PORT`. */
export function devPortSetting(app: DevApp): string {
  return `DEV_${app.toUpperCase().replace('-', '_')}_PORT`;
}

/** An app's dev port: its setting, else the default. A bad value stops with a message naming the setting. */
export function devPort(app: DevApp, env: NodeJS.ProcessEnv = process.env): number {
  const setting = devPortSetting(app);
  const value = env[setting];
  if (value === undefined || value === '') return DEV_PORT_DEFAULTS[app];
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(`${setting}: "${value}" is not a port (a whole number from 1 to 65535).`);
  }
  return port;
}
