import * as z from '@shared/schema';
import type { EventDefinition } from './bus.ts';

const userSchema = z.object({ fullName: z.string(), avatar: z.nullable(z.string()) });

/**
 * Every event the apps exchange. Names follow `area:entity:verb-past`; the
 * shell's own events use the `platform` area.
 */
export const platformEvents = {
  /** Log-in, log-out or a profile change; a late subscriber learns the current session. */
  'platform:session:changed': {
    payload: z.object({ loggedIn: z.boolean(), user: z.nullable(userSchema) }),
    fires: 'many',
    replaysLast: true,
  },
  /** An API call answered 401: the token is cleared; the shell sends the user to login. */
  'platform:session:expired': {
    payload: z.object({ path: z.string() }),
    fires: 'many',
    replaysLast: false,
  },
  /** Ask the shell to show a snackbar. */
  'platform:snackbar:requested': {
    payload: z.object({ type: z.enum(['success', 'error']), message: z.string().check(z.minLength(1)) }),
    fires: 'many',
    replaysLast: false,
  },
  /** Ask the shell to open the search dialog, optionally with a query. */
  'platform:search:requested': {
    payload: z.object({ query: z.optional(z.string()) }),
    fires: 'many',
    replaysLast: false,
  },
  /** The theme switched; areas drawing on canvas or charts follow it. */
  'platform:theme:changed': {
    payload: z.object({ mode: z.enum(['light', 'dark']) }),
    fires: 'many',
    replaysLast: true,
  },
  /** The student's notifications changed (read, new); the bell recounts. */
  'platform:notifications:changed': {
    payload: z.object({ unread: z.int().check(z.nonnegative()) }),
    fires: 'many',
    replaysLast: true,
  },
  /**
   * An area's release could not be loaded (manifest, entry, integrity or
   * chunk) or its page crashed. `version` names the release that failed and
   * `fallbackVersion` the last known good one the shell loaded instead.
   */
  'platform:area:load-failed': {
    payload: z.object({
      area: z.string(),
      reason: z.string(),
      attempt: z.int().check(z.nonnegative()),
      version: z.optional(z.string()),
      fallbackVersion: z.optional(z.string()),
    }),
    fires: 'many',
    replaysLast: false,
  },
  /**
   * The student changed their name or avatar in the profile area; the shell
   * updates its session (and so the header) without a reload. Not replayed:
   * the session itself, re-announced by the shell, carries the current user.
   */
  'profile:user:updated': {
    payload: z.object({ fullName: z.string().check(z.minLength(1)), avatar: z.nullable(z.string()) }),
    fires: 'many',
    replaysLast: false,
  },
  /** Watch progress of a content was saved; mastery views refresh. */
  'learn:watch-progress:saved': {
    payload: z.object({ contentId: z.int(), watchedSeconds: z.number(), totalSeconds: z.number() }),
    fires: 'many',
    replaysLast: false,
  },
  /** A quiz run was finished; the profile's report card refreshes. */
  'quiz:attempt:finished': {
    payload: z.object({ quizCode: z.string(), runId: z.union([z.string(), z.number()]) }),
    fires: 'many',
    replaysLast: false,
  },
} satisfies Record<string, EventDefinition>;

/** The catalogue type, for typing handlers outside this package. */
export type PlatformEvents = typeof platformEvents;
