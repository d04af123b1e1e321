import type { IncomingMessage } from 'node:http';
import { UpstreamFailure } from './api-upstream.ts';

/**
 * The API calls whose answer carries the session token (spec section 3, Auth response): password login,
 * simple login with captcha, and the one-time code's confirmation. A backend with another way in adds it here.
 */
const TOKEN_ANSWERS = ['/auth/login', '/auth/simple-login', '/auth/otp-confirm'];

/** Their full paths on the API. */
export function tokenAnswerPaths(basePath: string): Set<string> {
  return new Set(TOKEN_ANSWERS.map((path) => `${basePath}${path}`));
}

/** A login answer is a few kilobytes; a larger one is not read into memory. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** A login answer with its token taken out: the body the page gets, and the token for the cookie. */
export interface TakenAnswer {
  body: Buffer | Record<string, unknown>;
  token?: string;
}

/**
 * Reads a login answer and takes `accessToken` out of it. An answer that is not a JSON object is passed on
 * as it came and opens no session; one too large for a login answer is the API's fault (502).
 */
export async function takeTokenOut(answer: IncomingMessage): Promise<TakenAnswer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer) {
    size += (chunk as Buffer).length;
    if (size > MAX_ANSWER_BYTES) {
      answer.destroy();
      throw new UpstreamFailure('unreachable', new Error(`a login answer over ${MAX_ANSWER_BYTES} bytes`));
    }
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return { body: raw };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { body: raw };
  const { accessToken, ...rest } = parsed as Record<string, unknown>;
  return { body: rest, token: typeof accessToken === 'string' && accessToken !== '' ? accessToken : undefined };
}
