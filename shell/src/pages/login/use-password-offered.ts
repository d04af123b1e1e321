import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkAuth, loginRegisterRequestSchema } from '@shared/api-client';

/** How long the login must rest before its ways in are asked for: one question per login typed, not per key. */
const SETTLE_MS = 400;

/** The login as the API reads it (09…, lower-case e-mail), or undefined while it is not a whole login yet. */
function wholeLogin(login: string): string | undefined {
  const parsed = loginRegisterRequestSchema.safeParse({ login });
  return parsed.success ? parsed.data.login : undefined;
}

/**
 * Whether the password way in is offered for the login typed so far. Nobody
 * can set or reset a password on this site (the one-time code is every
 * student's way in), so the password tab is shown only for an account that
 * already has one, as `POST /auth/check` says. A login still being typed
 * keeps the last answer, so the tab does not come and go under the student's
 * fingers; a whole login without a password takes it away.
 */
export function usePasswordOffered(login: string): boolean {
  const [settled, setSettled] = useState(() => wholeLogin(login));
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    const whole = wholeLogin(login);
    if (whole === undefined) return undefined;
    const timer = setTimeout(() => setSettled(whole), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [login]);

  const check = useQuery({
    queryKey: ['auth', 'check', settled],
    queryFn: () => checkAuth({ login: settled ?? '' }),
    enabled: settled !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const answer = check.data?.data.methods.includes('password');
  useEffect(() => {
    if (answer !== undefined) setOffered(answer);
  }, [answer]);
  return offered;
}
