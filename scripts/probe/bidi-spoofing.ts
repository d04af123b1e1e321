import type { Answer } from './answer-text.ts';
import { bidiInPage, RLO } from './bidi-in-page.ts';
import { jsonOf, send, sendJson } from './http.ts';
import { probeCase, probeMarker, type ProbeContext } from './probe-context.ts';
import { logIn, ownPage, type Session } from './session.ts';
import { failed, held, unjudged, type CaseResult, type GroupResult, type Verdict } from './verdict.ts';

/** Where user text is written and where it is shown again. */
interface UserTextPlace {
  name: string;
  post: (origin: string, session: Session, body: string) => Promise<Answer>;
  /** The API answer that lists it again, to see whether the control was stripped where it is stored. */
  list: (origin: string, session: Session) => Promise<Answer>;
  page: string;
}

const PLACES: readonly UserTextPlace[] = [
  {
    name: 'a course comment',
    post: (origin, session, body) =>
      sendJson(origin, '/api/front/feedback/store', { course_slug: 'math-grade-7', body }, ownPage(session)),
    list: (origin, session) =>
      sendJson(origin, '/api/front/feedback/list', { course_slug: 'math-grade-7', per_page: 10 }, ownPage(session)),
    page: '/course/math-grade-7',
  },
  {
    name: 'a chat message',
    post: (origin, session, body) => sendJson(origin, '/api/front/chat/messages', { body }, ownPage(session)),
    list: (origin, session) => send(origin, { path: '/api/front/chat/messages', headers: ownPage(session) }),
    page: '/chat',
  },
];

/** The verdict on one place: the page's HTML if it shows the text, else where the API keeps it. */
async function judgePlace(context: ProbeContext, session: Session, place: UserTextPlace): Promise<Verdict> {
  const marker = probeMarker();
  // Reads «‮marker exe.txt» in an editor; an override shown raw would display it reversed.
  const posted = await place.post(context.origin, session, `${marker} نظر ${RLO}exe.txt`);
  if (posted.status !== 200) return unjudged(`posting answered ${posted.status}`);
  const page = await send(context.origin, { path: place.page, headers: { cookie: session.cookie } });
  const shown = bidiInPage(page.body, marker);
  if (shown === 'raw') return failed(`${place.page} shows the override raw`);
  if (shown !== 'absent') return held;
  const listed = jsonOf<unknown>(await place.list(context.origin, session));
  const stored = JSON.stringify(listed ?? '');
  if (!stored.includes(marker)) return unjudged('the text is in neither the page nor the API answer');
  // JSON.stringify keeps U+202E as the character itself.
  if (!stored.includes(RLO)) return held;
  return unjudged(
    `${place.page} shows it only in the browser and the API keeps the override (component tests of the comment list and the chat check it)`,
  );
}

/** Point 9: user text holding U+202E is shown with the override neutralised (stripped or isolated). */
export async function probeBidiSpoofing(context: ProbeContext): Promise<GroupResult> {
  const group = { id: 9, title: 'bidi spoofing in user text', cases: [] as CaseResult[] };
  let session: Session;
  try {
    session = await logIn(context.origin);
  } catch (error) {
    const why = `could not sign in: ${(error as Error).message}`;
    return { ...group, cases: PLACES.map((place) => ({ name: place.name, verdict: unjudged(why) })) };
  }
  for (const place of PLACES) {
    group.cases.push(
      await probeCase(`${place.name} with U+202E is neutralised`, () => judgePlace(context, session, place)),
    );
  }
  return group;
}
