import { headerValues, jsonOf, send } from './http.ts';
import { probeCase, type ProbeContext } from './probe-context.ts';
import { crossSiteLink, logIn, ownPage, signedIn } from './session.ts';
import { failed, heldIf, unjudged, type CaseResult, type GroupResult } from './verdict.ts';

interface CourseDetails {
  data?: { id: number; sections?: { contents?: { id: number; type: string; duration_seconds: number }[] }[] };
}

/** A video of the seeded course whose progress a cross-site link would try to change. */
async function courseVideo(origin: string) {
  const details = jsonOf<CourseDetails>(
    await send(origin, { path: '/api/front/course/get-course-details?slug=math-grade-7' }),
  )?.data;
  const video = details?.sections?.flatMap((section) => section.contents ?? []).find((each) => each.type === 'video');
  return details && video ? { courseId: details.id, video } : undefined;
}

/**
 * Point 6: the token is an HttpOnly, SameSite cookie the site sets, and a GET that a link on another site
 * can make (logout, saving watch progress) changes nothing with the cookie alone.
 */
export async function probeSessionToken(context: ProbeContext): Promise<GroupResult> {
  const { origin } = context;
  const cases: CaseResult[] = [
    await probeCase('login sets the token in an HttpOnly, SameSite cookie', async () => {
      const session = await logIn(origin);
      const cookies = headerValues(session.answer, 'set-cookie');
      if (cookies.length === 0) return failed('the login answer sets no cookie: the page script stores the token');
      const token = cookies.find((line) => !/^platform_/i.test(line));
      if (!token) return failed('no session cookie among the cookies set');
      if (!/;\s*HttpOnly/i.test(token)) return failed(`${token.split('=')[0]} is not HttpOnly`);
      return heldIf(/;\s*SameSite=(Lax|Strict)/i.test(token), `${token.split('=')[0]} has no SameSite`);
    }),
    await probeCase('a cross-site GET /api/auth/logout with the cookie alone leaves the session', async () => {
      const session = await logIn(origin);
      if (!(await signedIn(origin, session))) return unjudged('the new session did not work before the link');
      await send(origin, { path: '/api/auth/logout', headers: crossSiteLink(session) });
      return heldIf(await signedIn(origin, session), 'the link ended the session');
    }),
    await probeCase('a cross-site GET …/set-user-watch-progress with the cookie alone changes nothing', async () => {
      const course = await courseVideo(origin);
      if (!course) return unjudged('the API has no video in math-grade-7');
      const session = await logIn(origin);
      const progress = async () => {
        const answer = await send(origin, {
          path: `/api/front/course/user/get-user-content-watch?course_id=${course.courseId}`,
          headers: ownPage(session),
        });
        if (answer.status !== 200) throw new Error(`reading progress answered ${answer.status}`);
        return answer.body;
      };
      const before = await progress();
      const seconds = Math.max(1, Math.floor(course.video.duration_seconds / 2));
      const query = `id=${course.video.id}&watched_seconds=${seconds}&total_seconds=${course.video.duration_seconds}`;
      await send(origin, {
        path: `/api/front/course/user/set-user-watch-progress?${query}`,
        headers: crossSiteLink(session),
      });
      return heldIf((await progress()) === before, 'the link saved watch progress');
    }),
  ];
  return { id: 6, title: 'session token and GETs that change state', cases };
}
