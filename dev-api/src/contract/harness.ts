import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureApiClient } from '@shared/api-client';
import { startDevApi, type DevApiOptions } from '../app.ts';
import { scaledLoginLimits } from '../core/login-limits.ts';

/** A running dev API with a fresh data folder, and the client pointed at it. */
export interface Harness {
  baseUrl: string;
  /** The token the client sends as bearer; set it to act as a logged-in user. */
  token: { value: string | undefined };
  /** Lines the dev API logged (OTP codes among them). */
  logs: string[];
  close: () => Promise<void>;
}

/**
 * Contract tests drive the real client against the real dev API over HTTP:
 * the dev API's answers must parse with the client's response schemas.
 */
export async function startHarness(options: DevApiOptions = {}): Promise<Harness> {
  const logs: string[] = [];
  const { app, baseUrl } = await startDevApi(0, {
    dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-')),
    otpCode: '123456',
    log: (line) => logs.push(line),
    // The contract is what is checked here, and it logs the same student in many times a second (no resend
    // wait at all); the login limits themselves are proved in login-limits.test.ts.
    loginLimits: { ...scaledLoginLimits(1000), resendAfterS: 0 },
    ...options,
  });
  const token: Harness['token'] = { value: undefined };
  configureApiClient({ base: baseUrl, accessToken: () => token.value });
  return { baseUrl, token, logs, close: () => app.close() };
}
