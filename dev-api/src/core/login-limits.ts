/**
 * The bounds on guessing a login, as numbers in one place. `docs/spec.md` ("Login
 * limits") is the rule a real backend keeps; these are the dev API's values of it.
 */
export interface LoginLimits {
  /** One-time codes sent to one login (mobile or e-mail) in an hour. */
  codesPerLoginPerHour: number;
  /** Seconds before the same login may ask for another code (the page's resend countdown). */
  resendAfterS: number;
  /** Codes of one login that can be confirmed at once: a new code voids the older ones. */
  liveCodesPerLogin: number;
  /** Wrong guesses one code takes before it is voided. */
  guessesPerCode: number;
  /** Codes one client address asks for in an hour, across every login. */
  codesPerClientPerHour: number;
  /** `/auth/check` questions one client address asks in an hour. */
  checksPerClientPerHour: number;
  /** Wrong passwords for one login before each further attempt waits. */
  wrongPasswordsPerLogin: number;
  /** Wrong passwords from one client address, across logins, before each further attempt waits. */
  wrongPasswordsPerClient: number;
  /** The first wait after the free attempts; it doubles with every further wrong password. */
  firstPauseS: number;
  /** The longest wait. */
  longestPauseS: number;
}

/** The dev API's values: what a student meets, and what a guesser meets. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  codesPerLoginPerHour: 5,
  resendAfterS: 60,
  liveCodesPerLogin: 1,
  guessesPerCode: 5,
  codesPerClientPerHour: 30,
  checksPerClientPerHour: 120,
  wrongPasswordsPerLogin: 5,
  wrongPasswordsPerClient: 10,
  firstPauseS: 30,
  longestPauseS: 3600,
};

/** The counts a factor multiplies; the waits it divides. */
const COUNTS = [
  'codesPerLoginPerHour',
  'liveCodesPerLogin',
  'codesPerClientPerHour',
  'checksPerClientPerHour',
  'wrongPasswordsPerLogin',
  'wrongPasswordsPerClient',
] as const;
const WAITS = ['resendAfterS', 'firstPauseS', 'longestPauseS'] as const;

/**
 * The limits loosened by `factor` (every count × factor, every wait ÷ factor; guesses per code never change).
 * A test site whose parallel browsers are all one loopback client and share one demo account uses it
 * (`DEV_API_LOGIN_LIMIT_FACTOR`); the limits stay on, only wider.
 */
export function scaledLoginLimits(factor: number, base: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimits {
  if (!Number.isFinite(factor) || factor <= 1) return base;
  const scaled = { ...base };
  for (const key of COUNTS) scaled[key] = base[key] * factor;
  for (const key of WAITS) scaled[key] = base[key] / factor;
  return scaled;
}
