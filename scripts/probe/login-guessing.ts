import { sendJson } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { askCode, confirmCode, DEMO_LOGIN, OTP_CODE, unknownPhone } from './session.ts';
import { failed, held, heldIf, type CaseResult, type GroupResult } from './verdict.ts';

/**
 * The probe's bounds: the most it asks before calling a limit missing. They sit above any limit a login
 * flow needs (a person asks a few codes an hour, mistypes a code once or twice) and far below what the
 * issue found (unlimited codes, 100 wrong guesses, 60 wrong passwords).
 */
export const GUESSING_BOUNDS = { codesPerPhone: 20, wrongGuessesPerPhone: 50, wrongPasswords: 20 } as const;

const WRONG_CODE = OTP_CODE === '000000' ? '111111' : '000000';
const refused = (status: number) => status === 429;

/**
 * Point 7: guessing a login is bounded per phone and per client: codes asked, wrong guesses over all codes,
 * wrong passwords; and an older code stops working once a new one is sent. Each case uses a phone of its
 * own (the demo student's only for passwords), so one case's limit does not decide another's.
 */
export async function probeLoginGuessing(context: ProbeContext): Promise<GroupResult> {
  const { origin } = context;
  const cases: CaseResult[] = [
    await probeCase('a new code voids the older one', async () => {
      const phone = unknownPhone();
      const first = await askCode(origin, phone);
      let second = await askCode(origin, phone);
      // A second code within the resend wait is refused: wait as the answer says (a minute), as a person would.
      const waitS = Number(second.answer.headers['retry-after']);
      if (second.answer.status === 429 && waitS > 0 && waitS <= 120) {
        await new Promise((resolve) => setTimeout(resolve, waitS * 1000 + 200));
        second = await askCode(origin, phone);
      }
      if (!first.token || !second.token) return failed('asking two codes was refused');
      const answer = await confirmCode(origin, first.token, OTP_CODE);
      return heldIf(answer.status !== 200, 'the older code still signs in');
    }),
    await probeCase(`wrong passwords pause the login (within ${GUESSING_BOUNDS.wrongPasswords})`, async () => {
      for (let attempt = 1; attempt <= GUESSING_BOUNDS.wrongPasswords; attempt += 1) {
        const answer = await sendJson(origin, '/api/auth/login', { login: DEMO_LOGIN, password: `wrong-${attempt}` });
        if (refused(answer.status)) return held;
      }
      return failed(`${GUESSING_BOUNDS.wrongPasswords} wrong passwords, no pause`);
    }),
    await probeCase(`codes for one phone are limited (within ${GUESSING_BOUNDS.codesPerPhone})`, async () => {
      const phone = unknownPhone();
      for (let asked = 1; asked <= GUESSING_BOUNDS.codesPerPhone; asked += 1) {
        if (refused((await askCode(origin, phone)).answer.status)) return held;
      }
      return failed(`${GUESSING_BOUNDS.codesPerPhone} codes sent to one phone`);
    }),
    await probeCase(
      `wrong codes for one phone are limited (within ${GUESSING_BOUNDS.wrongGuessesPerPhone})`,
      async () => {
        const phone = unknownPhone();
        let guesses = 0;
        while (guesses < GUESSING_BOUNDS.wrongGuessesPerPhone) {
          const challenge = await askCode(origin, phone);
          if (refused(challenge.answer.status)) return held;
          if (!challenge.token) return failed(`asking a code answered ${challenge.answer.status}`);
          // Five guesses a code (the dev API's limit), then a fresh code: the pattern the issue found unbounded.
          for (let each = 0; each < 5 && guesses < GUESSING_BOUNDS.wrongGuessesPerPhone; each += 1, guesses += 1) {
            if (refused((await confirmCode(origin, challenge.token, WRONG_CODE)).status)) return held;
          }
        }
        return failed(`${guesses} wrong codes for one phone, never refused`);
      },
    ),
  ];
  return { id: 7, title: 'login guessing', cases };
}
