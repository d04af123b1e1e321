import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext, writeRelease } from '../registry/release-fixtures.ts';
import { parseSettings } from '../settings.ts';

const SARA = 'sara-token-0123456789abcdef';
const REZA = 'reza-token-0123456789abcdef';
const SHARED = 'shared-token-0123456789abcdef';

describe('ADMIN_TOKENS: one token per person', () => {
  it('reads name=token pairs, and refuses short tokens, missing names and anything given twice', () => {
    const parsed = parseSettings({ ADMIN_TOKENS: ` Sara Ahmadi=${SARA}, رضا=${REZA} ` }, '/repo');
    expect(parsed.ADMIN_TOKENS).toEqual([
      { name: 'Sara Ahmadi', token: SARA },
      { name: 'رضا', token: REZA },
    ]);
    for (const bad of [`Sara=short`, `=${SARA}`, SARA, `Sara=${SARA},Sara=${REZA}`, `Sara=${SARA},Reza=${SARA}`]) {
      expect(() => parseSettings({ ADMIN_TOKENS: bad }, '/repo')).toThrow(/ADMIN_TOKENS/);
    }
  });
});

describe('the admin API with personal tokens', () => {
  let app: FastifyInstance;
  let context: ReturnType<typeof fakeOpsContext>['context'];

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
    const made = fakeOpsContext(dist, { ADMIN_TOKENS: `Sara Ahmadi=${SARA},Reza=${REZA}`, ADMIN_TOKEN: SHARED });
    context = made.context;
    app = await buildServer({ settings: made.settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
    await context.releases.publish('quiz', '1.1.0', writeRelease(path.join(dist, 'next'), 'quiz', '1.1.0'));
  });

  afterAll(() => app.close());

  const post = (url: string, token: string, body: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body });

  it('records the name of the token that made a change (not what the body says) with its reason and commit', async () => {
    const locked = await post('/admin/areas/quiz/lock', REZA, { actor: 'someone else', reason: 'exam week' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().state.lock).toMatchObject({ by: 'Reza', reason: 'exam week' });

    // A locked area answers 423 with who locked it and why.
    const refused = await post('/admin/areas/quiz/promote', SARA, { version: '1.1.0', skipSmoke: true });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toContain('Reza');
    expect(refused.json().message).toContain('«exam week»');

    expect((await post('/admin/areas/quiz/unlock', REZA, { reason: 'exams over' })).statusCode).toBe(200);
    const promoted = await post('/admin/areas/quiz/promote', SARA, {
      version: '1.1.0',
      skipSmoke: true,
      reason: 'the new quiz list',
      commit: 'a1b2c3d4',
    });
    expect(promoted.statusCode).toBe(200);
    const history = await app.inject({
      url: '/admin/areas/quiz/history',
      headers: { authorization: `Bearer ${SARA}` },
    });
    expect(history.json().history.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'promote',
        actor: 'Sara Ahmadi',
        reason: 'the new quiz list',
        commit: 'a1b2c3d4',
      }),
      expect.objectContaining({ action: 'unlock', actor: 'Reza', reason: 'exams over' }),
      expect.objectContaining({ action: 'lock', actor: 'Reza', reason: 'exam week' }),
    ]);
  });

  it('lets the shared ADMIN_TOKEN through only with an actor, and refuses a lock without a reason', async () => {
    expect((await post('/admin/areas/quiz/rollback', SHARED, {})).statusCode).toBe(400);
    expect((await post('/admin/areas/quiz/lock', SARA, {})).statusCode).toBe(422);
    expect(
      (await post('/admin/areas/quiz/promote', SARA, { version: '1.0.0', commit: 'not-a-commit' })).statusCode,
    ).toBe(400);
    expect((await post('/admin/areas/quiz/rollback', 'nobody-token-0123456789', { actor: 'x' })).statusCode).toBe(401);
  });
});
