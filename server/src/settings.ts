import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/**
 * The site server's settings, read from the environment and parsed: a bad
 * value stops the server with a message naming the setting.
 */
export function settingsSchema(repoRoot: string) {
  return z.object({
    PORT: port.default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    API_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => /\/api\/?$/.test(new URL(value).pathname), 'must end in /api')
      .optional(),
    DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'dist')),
    DATA_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data', 'server')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  });
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
