import { FetchError, RequiredParameterError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';
import { getUserMastery, setUserWatchProgress, type WatchProgressRequest } from './watch.ts';

const MASTERY = {
  course_id: 9,
  course_slug: 'math-grade-7',
  mastery_percent: 40,
  watched_contents: 2,
  total_contents: 5,
  watched_seconds: 48,
  total_seconds: 120,
};

describe('watch calls: required parameters (spec section 5)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn();
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('set watch progress needs the content id', async () => {
    // A caller without types (or with a half-built object) can still leave the id out.
    const withoutId = { watched_seconds: 10, total_seconds: 24 } as unknown as WatchProgressRequest;
    const error = await setUserWatchProgress(withoutId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredParameterError);
    expect(error).toMatchObject({ parameter: 'id' });
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('watch calls: bearer and retry rules', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'student-token' });
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('mastery is read with the bearer token', async () => {
    server.answer('/front/course/user/get-user-mastery', { status: 200, body: { data: MASTERY } });
    const { data } = await getUserMastery(9);
    expect(data.mastery_percent).toBe(40);
    expect(server.requests).toEqual([
      { method: 'GET', path: '/front/course/user/get-user-mastery', authorization: 'Bearer student-token' },
    ]);
  });

  it('saving progress is a GET that is sent once and never retried after a network failure', async () => {
    server.answer('/front/course/user/set-user-watch-progress', 'destroy');
    await expect(setUserWatchProgress({ id: 7, watched_seconds: 10, total_seconds: 24 })).rejects.toBeInstanceOf(
      FetchError,
    );
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', authorization: 'Bearer student-token' });
  });

  it('a save is sent with keepalive, so one made as the student closes the tab still arrives', async () => {
    server.answer('/front/course/user/set-user-watch-progress', {
      status: 200,
      body: { data: { watched_seconds: 10, total_seconds: 24, mastery: MASTERY } },
    });
    const realFetch = globalThis.fetch;
    const sent: Request[] = [];
    globalThis.fetch = (input, init) => {
      if (input instanceof Request) sent.push(input);
      return realFetch(input, init);
    };
    try {
      await setUserWatchProgress({ id: 7, watched_seconds: 10, total_seconds: 24 }).catch(() => undefined);
      await getUserMastery(9).catch(() => undefined);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent.map((request) => [new URL(request.url).pathname.split('/').pop(), request.keepalive])).toEqual([
      ['set-user-watch-progress', true],
      ['get-user-mastery', false],
    ]);
  });
});
