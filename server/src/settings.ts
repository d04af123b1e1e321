import os from 'node:os';
import path from 'node:path';
import { adminTokensSchema } from './admin/admin-people.ts';
import { z } from 'zod';
import { DEFAULT_API_TIMEOUTS } from './api-upstream.ts';
import { SHARED_MODULES_FILE } from '@shared/registry';

const port = z.coerce.number().int().min(0).max(65535);

/** An empty variable (`ADMIN_TOKEN=`) means unset, as a shell user would expect. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `https://cdn.example.com` from `https://cdn.example.com/`; anything with a path is refused. */
const origin = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) {
    context.addIssue({ code: 'custom', message: `"${value}" must be an origin only, like https://cdn.example.com` });
  }
  return url.origin;
});

/** Comma-separated origins, e.g. `https://cdn-a.example.com,https://cdn-b.example.com` (RELEASE_ORIGINS). */
export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin));

const milliseconds = (least: number) => z.coerce.number().int().min(least);

/**
 * How long a client may take (docs/operations.md, "Connection limits"): a request sent slowly, or a
 * connection left open and silent, would otherwise hold a socket (and, through `/api`, an API connection)
 * for ever.
 */
const connectionSettings = {
  /** The request line and headers must arrive within this. */
  HEADERS_TIMEOUT_MS: milliseconds(100).default(10_000),
  /** The whole request, body included, must arrive within this (an upload on a slow phone fits). */
  REQUEST_TIMEOUT_MS: milliseconds(100).default(60_000),
  /** An idle keep-alive connection is closed after this: above the 60 s of common proxies, so they close first. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100).default(65_000),
  /** A connection on which nothing moves either way for this long is closed (above the chat stream's heartbeat and the API's waits). */
  CONNECTION_TIMEOUT_MS: milliseconds(100).default(120_000),
};

/** `/releases` (this server) or an absolute URL (a CDN or object store mirroring the release store). */
export const releasesBaseUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\//.test(value),
    'must be a path like /releases or an http(s) URL',
  )
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * The site server's settings, read from the environment and parsed: a bad
 * value stops the server with a message naming the setting.
 */
export function settingsSchema(repoRoot: string) {
  return z
    .object({
      PORT: port.default(8080),
      HOST: z.string().min(1).default('127.0.0.1'),
      API_BASE_URL: z
        .url({ protocol: /^https?$/ })
        .refine((value) => /\/api\/?$/.test(new URL(value).pathname), 'must end in /api')
        .optional(),
      // Relative folders are read from the working directory, once: the static file handler needs absolute ones.
      DIST_DIR: z
        .string()
        .min(1)
        .default(path.join(repoRoot, 'dist'))
        .transform((dir) => path.resolve(dir)),
      DATA_DIR: z
        .string()
        .min(1)
        .default(path.join(repoRoot, '.data', 'server'))
        .transform((dir) => path.resolve(dir)),
      /**
       * The shared store of many site servers (PostgreSQL, `postgres://user:password@host:5432/db`); unset,
       * the files in DATA_DIR are the store (docs/operations.md, "Stores: files or PostgreSQL").
       */
      DATABASE_URL: unsetWhenEmpty(
        z.string().refine((value) => /^postgres(?:ql)?:\/\/./.test(value), 'must be a postgres:// connection URL'),
      ),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      /** Told (a POST of JSON) of every rollout the judge stops by itself; unset, nobody is (docs/operations.md, "Rollouts"). */
      ALERT_WEBHOOK_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
      /** Bearer token of the admin API; without it the admin API is off. */
      ADMIN_TOKEN: unsetWhenEmpty(z.string().min(16, 'must be at least 16 characters: a short token is easy to guess')),
      /**
       * One admin token per person, `name=token,name=token`: the history records the name of the token that
       * made each change (docs/operations.md, "Who changed what").
       */
      ADMIN_TOKENS: unsetWhenEmpty(adminTokensSchema),
      /**
       * The secret preview links are signed with, shared by every server of a site and the CLI (at least 32
       * characters); unset, on the file store one is made in DATA_DIR, and with DATABASE_URL previews are off.
       */
      PREVIEW_SECRET: unsetWhenEmpty(z.string().min(32, 'must be at least 32 characters')),
      /** Read-only bearer token of `/metrics` (Prometheus); ADMIN_TOKEN is accepted too; with neither, it is off. */
      METRICS_TOKEN: unsetWhenEmpty(
        z.string().min(16, 'must be at least 16 characters: a short token is easy to guess'),
      ),
      /** Origins besides the site's own that registry entries may point at. */
      RELEASE_ORIGINS: originList.default([]),
      /** Where browsers fetch releases from: this server's /releases, or a CDN. */
      RELEASES_BASE_URL: releasesBaseUrl.default('/releases'),
      /** Whether developers may point an area at their own server in their own browser. Off in production. */
      ALLOW_OVERRIDES: z.stringbool().default(false),
      /**
       * The proxies in front of this server (a TLS terminator, a CDN) whose `X-Forwarded-For` and
       * `X-Forwarded-Proto` are believed: addresses or CIDRs, comma-separated. Unset, none is: the client is
       * the connection's peer and the request is https only when it reached this server over TLS.
       */
      TRUST_PROXY: unsetWhenEmpty(
        z
          .string()
          .transform((value) =>
            value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1)),
      ),
      /** Public origin of the site, for sitemap and canonical URLs; unset, this server's own (never a request's Host). */
      SITE_URL: unsetWhenEmpty(origin),
      /** How long generated sitemaps are reused before the API is asked again. */
      SITEMAP_TTL_SECONDS: z.coerce.number().int().min(0).default(600),
      /** Whether public pages are rendered on the server (off: every page is rendered by the browser). */
      SERVER_RENDERING: z.stringbool().default(true),
      /** How long the /api proxy waits for a connection to the API before it answers 504. */
      API_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_API_TIMEOUTS.connectMs),
      /** How long the /api proxy waits for the API's answer (and between parts of its body) before it answers 504. */
      API_RESPONSE_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_API_TIMEOUTS.responseMs),
      /** A server render taking longer is dropped for the client-rendered page. */
      RENDER_BUDGET_MS: z.coerce.number().int().min(50).default(1000),
      /**
       * Renders one server process runs at once. A render is CPU work and a process has one core: more at
       * once only makes each slower and the slowest answer later (docs/operations.md, "The page cache").
       */
      MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).default(1),
      /**
       * Page requests one server process lets wait for a render to end; a request beyond them, or one that
       * waited a quarter of RENDER_BUDGET_MS, gets the client-rendered page at once.
       */
      MAX_WAITING_RENDERS: z.coerce.number().int().min(0).default(4),
      /** Server processes sharing the port, one per core by default; 1 runs the server in this process alone. */
      WORKERS: z.coerce.number().int().min(1).default(os.availableParallelism()),
      /** Each worker's V8 heap limit in MiB: a worker past it is replaced, not the machine's memory spent. */
      WORKER_HEAP_MB: z.coerce.number().int().min(128).default(512),
      /** How long an anonymous server-rendered page is served again without a render; 0 turns the page cache off. */
      PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
      /** Then how long it is still served while one render refreshes it (stale-while-revalidate). */
      PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(300),
      /** The most memory the page cache's HTML may take, in MiB. */
      PAGE_CACHE_MB: z.coerce.number().int().min(1).default(64),
      ...connectionSettings,
      /** Whether the builds' source maps (`*.map`) are served; off, they stay on disk for ops only. */
      SERVE_SOURCE_MAPS: z.stringbool().default(false),
    })
    .superRefine((settings, context) => {
      if (settings.HEADERS_TIMEOUT_MS > settings.REQUEST_TIMEOUT_MS) {
        context.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_MS'],
          message: 'must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
        });
      }
      const releasesOrigin = unlistedReleasesOrigin(settings.RELEASES_BASE_URL, settings.RELEASE_ORIGINS);
      if (releasesOrigin) {
        context.addIssue({
          code: 'custom',
          path: ['RELEASES_BASE_URL'],
          message: `its origin ${releasesOrigin} must be listed in RELEASE_ORIGINS`,
        });
      }
    });
}

/** The origin of an absolute RELEASES_BASE_URL that RELEASE_ORIGINS does not list (browsers could not load it). */
export function unlistedReleasesOrigin(baseUrl: string, origins: readonly string[]): string | undefined {
  if (!/^https?:\/\//.test(baseUrl)) return undefined;
  const releasesOrigin = new URL(baseUrl).origin;
  return origins.includes(releasesOrigin) ? undefined : releasesOrigin;
}

/** Parsed server settings. */
export type Settings = z.infer<ReturnType<typeof settingsSchema>>;

/**
 * Parses settings or throws an error whose message lists every bad setting.
 * Default folders are relative to `repoRoot`.
 */
export function parseSettings(env: Record<string, string | undefined>, repoRoot: string): Settings {
  const result = settingsSchema(repoRoot).safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid server settings:\n${lines.join('\n')}`);
}

/** Where the server keeps its state: the registry, its lock, the release store and load reports. */
export function dataPaths(settings: Pick<Settings, 'DATA_DIR' | 'DIST_DIR'>) {
  return {
    registryFile: path.join(settings.DATA_DIR, 'registry.json'),
    releasesDir: path.join(settings.DATA_DIR, 'releases'),
    stagingDir: path.join(settings.DATA_DIR, '.staging'),
    /** Release files fetched from a shared store, by SHA-256 (store/shared-release-store.ts). */
    blobCacheDir: path.join(settings.DATA_DIR, 'blob-cache'),
    loadReportsFile: path.join(settings.DATA_DIR, 'load-failures.json'),
    /** The file store's shared settings (store/file-store.ts). */
    sharedSettingsFile: path.join(settings.DATA_DIR, 'shared-settings.json'),
    /** When the server first saw each sitemap page as it is (sitemaps/change-clock.ts). */
    sitemapDatesFile: path.join(settings.DATA_DIR, 'sitemap-dates.json'),
    distReleasesDir: path.join(settings.DIST_DIR, 'releases'),
    shellSharedModulesFile: path.join(settings.DIST_DIR, 'shell', SHARED_MODULES_FILE),
  };
}

/** The paths of `dataPaths`. */
export type DataPaths = ReturnType<typeof dataPaths>;
