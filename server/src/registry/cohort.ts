import { randomInt } from 'node:crypto';
import { cookieValue } from '../cookie-value.ts';

/** Cookie that puts a browser in one of 100 cohorts, so a canary reaches the same browsers on every visit. */
export const COHORT_COOKIE = 'platform_cohort';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The browser's cohort (0–99) from its Cookie header, or undefined when it has none or a bad one. */
export function cohortFrom(cookieHeader: string | undefined): number | undefined {
  const value = cookieValue(cookieHeader, COHORT_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/** A cohort for a browser seen for the first time: uniform, so a canary's percent is its share of browsers. */
export function newCohort(): number {
  return randomInt(100);
}

/** The Set-Cookie value that keeps a browser in its cohort for a year. */
export function cohortCookie(cohort: number, secure: boolean): string {
  return `${COHORT_COOKIE}=${cohort}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** Whether a browser of this cohort gets a canary served to `percent` % of browsers. */
export function inCanary(cohort: number, percent: number): boolean {
  return cohort < percent;
}
