import type { OtpChallengeResponse } from '@shared/api-client';

/** A code on its way: what the confirm step needs from login-register's answer. */
export interface OtpChallenge {
  /** The temporary token the code is confirmed with. */
  token: string;
  /** The normalised login the code was sent to; a resend goes there again. */
  login: string;
  /** The server's own words about where the code went. */
  message: string;
  codeLength: number;
  /** When the code was sent (ms since the epoch): the resend wait counts from here. */
  sentAt: number;
}

/** Reads login-register's answer into the confirm step's terms. */
export function challengeOf({ message, data }: OtpChallengeResponse): OtpChallenge {
  return { token: data.token, login: data.login, message, codeLength: data.code_length, sentAt: Date.now() };
}
