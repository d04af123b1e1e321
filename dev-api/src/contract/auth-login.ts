import { accessTokenOf, confirmOtp, loginRegister, ValidationError, type AuthResponse } from '@shared/api-client';
import type { Harness } from './harness.ts';

/** The seeded demo student (spec: login 09120000000, password daneshsara1404). */
export const DEMO_LOGIN = '09120000000';
export const DEMO_PASSWORD = 'daneshsara1404';

/** The OTP code the dev API logged for a login, read back as a person would from the log. */
export function loggedOtpCode(harness: Harness, login: string): string {
  const line = [...harness.logs].reverse().find((entry) => entry.startsWith(`OTP code for ${login}: `));
  const code = line?.slice(-6);
  if (!code) throw new Error(`No OTP code was logged for ${login}`);
  return code;
}

/**
 * Logs in through the client's OTP flow and makes the harness send the new
 * token as bearer. Contract tests of calls that need a session use it.
 */
export async function loginWithOtp(harness: Harness, login = DEMO_LOGIN): Promise<AuthResponse> {
  const challenge = await loginRegister({ login });
  const auth = await confirmOtp({ code: loggedOtpCode(harness, challenge.data.login), token: challenge.data.token });
  harness.token.value = accessTokenOf(auth);
  return auth;
}

/** The ValidationError a call fails with; any other outcome fails the test. */
export async function validationErrorOf(call: Promise<unknown>): Promise<ValidationError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (outcome instanceof ValidationError) return outcome;
  throw new Error(`Expected a ValidationError (422), got ${String(outcome)}`);
}
