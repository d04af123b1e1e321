import type { Answer } from './answer-text.ts';
import { headerValues, jsonOf, OWN_CLIENT_HEADERS, send, sendJson } from './http.ts';

/** The seeded demo student (e2e/support/areas.ts). */
export const DEMO_LOGIN = '09120000000';

/** The code the dev API gives every login when the server runs with DEV_OTP_CODE (as the e2e starts it). */
export const OTP_CODE = process.env.PROBE_OTP_CODE ?? '123456';

/** A signed-in student as the probe holds it: the cookies the site set, and a token only if a body handed one out. */
export interface Session {
  /** The login answer, for its Set-Cookie headers. */
  answer: Answer;
  /** The Cookie header a browser would send: the cookies set, or (today's site) the token cookie its script sets. */
  cookie: string;
  bodyToken?: string;
}

/** A mobile number no seeded student has, so guessing one never locks out another. */
export function unknownPhone(): string {
  return `0919${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Asks for a code; the challenge token, or undefined when refused. */
export async function askCode(origin: string, login: string): Promise<{ answer: Answer; token?: string }> {
  const answer = await sendJson(origin, '/api/auth/login-register', { login });
  return { answer, token: jsonOf<{ data?: { token?: string } }>(answer)?.data?.token };
}

export function confirmCode(origin: string, token: string, code: string): Promise<Answer> {
  return sendJson(origin, '/api/auth/otp-confirm', { code, token });
}

const sessions = new Map<string, Promise<Session>>();

/**
 * Signs in through the real OTP flow of the API, as a browser would; throws when the site refuses. One
 * login per student and run: a second code within the resend wait is (rightly) refused.
 */
export function logIn(origin: string, login = DEMO_LOGIN): Promise<Session> {
  const key = `${origin} ${login}`;
  const known = sessions.get(key);
  if (known) return known;
  const session = signIn(origin, login);
  sessions.set(key, session);
  session.catch(() => sessions.delete(key));
  return session;
}

async function signIn(origin: string, login: string): Promise<Session> {
  const challenge = await askCode(origin, login);
  if (!challenge.token) throw new Error(`asking a code answered ${challenge.answer.status}`);
  const answer = await confirmCode(origin, challenge.token, OTP_CODE);
  if (answer.status !== 200) throw new Error(`the code answered ${answer.status} (is DEV_OTP_CODE set?)`);
  const bodyToken = jsonOf<{ accessToken?: string }>(answer)?.accessToken;
  const setCookies = headerValues(answer, 'set-cookie').map((line) => line.split(';')[0]!.trim());
  const cookie = setCookies.length ? setCookies.join('; ') : `accessToken=${bodyToken ?? ''}`;
  return { answer, cookie, bodyToken };
}

/** Headers a browser sends when a page of another site links here: the cookie goes along, nothing else. */
export function crossSiteLink(session: Session): Record<string, string> {
  return {
    cookie: session.cookie,
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    referer: 'https://elsewhere.example/',
  };
}

/** Headers the site's own page sends for an API call: the cookie and, where it still has one, the bearer. */
export function ownPage(session: Session): Record<string, string> {
  return {
    cookie: session.cookie,
    accept: 'application/json',
    ...OWN_CLIENT_HEADERS,
    ...(session.bodyToken ? { authorization: `Bearer ${session.bodyToken}` } : {}),
  };
}

/** Whether the session still works, asked as the site's own page would. */
export async function signedIn(origin: string, session: Session): Promise<boolean> {
  return (await send(origin, { path: '/api/auth/user', headers: ownPage(session) })).status === 200;
}
