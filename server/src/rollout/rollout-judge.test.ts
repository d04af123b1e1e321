import path from 'node:path';
import { minuteOf, type HealthRow } from '../health/health-rows.ts';
import { prepareDataDir } from '../registry/first-start.ts';
import { areaHistory } from '../registry/operations.ts';
import { fakeDist, fakeOpsContext, memoryLog, writeRelease } from '../registry/release-fixtures.ts';
import type { RolloutStopAlert } from './alert-webhook.ts';
import { startRollout, stopRollout } from './rollout-commands.ts';
import { RolloutJudge } from './rollout-judge.ts';

const INTERVAL = 60_000;
const rules = { intervalMs: INTERVAL, windows: 2, minPages: 20, minClients: 5, minReporters: 3 };

/** A file store with quiz 1.0.0 current and 1.1.0 published, a rollout of 1.1.0 started, and a judge with a clock of its own. */
async function rollingOut(steps = [10, 50, 100], judged = rules) {
  const dist = fakeDist({ quiz: ['1.0.0'], blog: ['1.0.0'] });
  const { context } = fakeOpsContext(dist);
  await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
  await context.releases.publish('quiz', '1.1.0', writeRelease(path.join(dist, 'next'), 'quiz', '1.1.0'));
  const store = context.store;
  await startRollout(context, store.rollouts, 'quiz', '1.1.0', steps, judged, { actor: 'Sara' });
  let now = Date.now();
  const alerts: RolloutStopAlert[] = [];
  const log = memoryLog();
  const judge = new RolloutJudge({
    store,
    context,
    holder: 'server-a',
    log,
    alert: (alert) => alerts.push(alert),
    now: () => now,
  });
  /** One interval later: this window's counts are added, then the judge looks. */
  const window = async (canary: Partial<Record<'pages' | 'clients' | 'crashReporters' | 'crashEach', number>>) => {
    now += INTERVAL;
    const base = { minute: minuteOf(now), area: 'quiz' as const, route: '/quiz/run/:code', count: 1 };
    const rows: HealthRow[] = [];
    for (let index = 0; index < (canary.pages ?? 0); index++) {
      rows.push({ ...base, kind: 'pages', version: '1.1.0', client: `c${index % (canary.clients ?? 1)}` });
    }
    rows.push({ ...base, kind: 'pages', version: '1.0.0', client: '', count: 500 });
    for (let index = 0; index < (canary.crashReporters ?? 0); index++) {
      rows.push({ ...base, kind: 'crash', version: '1.1.0', client: `r${index}`, count: canary.crashEach ?? 1 });
    }
    await store.health.add(rows);
    await judge.tick();
  };
  const history = async () => areaHistory(await context.registry.read(), 'quiz');
  const rollout = async () => (await store.rollouts.all()).find((one) => one.area === 'quiz')!;
  const setNow = (time: number) => (now = time);
  return { context, store, judge, window, history, rollout, alerts, log, setNow };
}

describe('a rollout run by the judge', () => {
  it('walks a healthy canary through every step to a promote, holding on too little data, and a forger does not stop it', async () => {
    const { window, history, rollout, context } = await rollingOut();
    const healthy = { pages: 40, clients: 10 };
    const forger = { ...healthy, crashReporters: 1, crashEach: 300 };
    await window({ pages: 5, clients: 5 }); // too little data
    expect((await rollout()).last).toMatchObject({
      decision: 'hold',
      reason: expect.stringMatching(/5 pages served of the 20/),
    });
    await window(forger);
    await window(forger); // two healthy windows in a row: 50 %
    expect((await context.registry.read()).areas.quiz!.canary).toMatchObject({ percent: 50 });
    await window(healthy);
    await window(forger); // 100: a promote
    const quiz = (await context.registry.read()).areas.quiz!;
    expect(quiz.current.version).toBe('1.1.0');
    expect(quiz.canary).toBeUndefined();
    expect(await rollout()).toMatchObject({ state: 'completed' });
    const decisions = (await history()).map((entry) => [entry.action, entry.rollout?.decision, entry.percent]);
    expect(decisions.reverse()).toEqual([
      ['seed', undefined, undefined],
      ['canary', 'start', 10],
      ['rollout', 'hold', 10],
      ['rollout', 'hold', 10],
      ['canary', 'advance', 50],
      ['rollout', 'hold', 50],
      ['promote', 'complete', undefined],
    ]);
    // The figures are kept: the forger's 300 reports count 3 times, from one client, at a rate of 0. The window
    // is the last interval widened to whole minutes, so it holds this minute's 40 pages and the one before's.
    const promoted = (await history())[0]!.rollout!;
    expect(promoted.canary).toMatchObject({
      pages: 80,
      clients: 10,
      signals: { crash: { failures: 3, reports: 300, clients: 1, rate: 0 } },
    });
    expect(promoted.current).toMatchObject({ version: '1.0.0', pages: 1000 });
  });

  it('stops a canary whose page crashes for many clients at once: everyone gets the current, the history says why, the webhook is told', async () => {
    const { window, history, rollout, context, alerts } = await rollingOut();
    await window({ pages: 30, clients: 10, crashReporters: 6 });
    expect((await context.registry.read()).areas.quiz).toMatchObject({ current: { version: '1.0.0' } });
    expect((await context.registry.read()).areas.quiz!.canary).toBeUndefined();
    const stop = (await history())[0]!;
    expect(stop).toMatchObject({
      action: 'canary-end',
      actor: 'rollout (Sara)',
      rollout: { decision: 'stop', signal: 'crash', route: '/quiz/run/:code' },
    });
    expect(stop.rollout!.rate).toBeCloseTo(0.2);
    expect(stop.rollout!.reason).toMatch(/^crash 20\.00 % on \/quiz\/run\/:code passed 0\.50 %/);
    expect(await rollout()).toMatchObject({ state: 'stopped', last: { decision: 'stop' } });
    expect(alerts).toEqual([
      expect.objectContaining({
        event: 'rollout-stopped',
        area: 'quiz',
        version: '1.1.0',
        current: '1.0.0',
        signal: 'crash',
        percent: 10,
      }),
    ]);
  });

  it('with an interval under a minute, still sees the crashes of the minute that just ended', async () => {
    const { store, judge, rollout, setNow } = await rollingOut([10, 50, 100], {
      ...rules,
      intervalMs: 2_000,
      minPages: 3,
      minClients: 3,
      minReporters: 2,
    });
    // Two students' pages crash in the last second of a minute; the judge looks 3 s into the next one.
    const crashedAt = Date.now();
    const base = { minute: minuteOf(crashedAt), area: 'quiz' as const, route: '/quiz', count: 1 };
    await store.health.add([
      ...['c0', 'c1', 'c2'].map((client) => ({ ...base, kind: 'pages' as const, version: '1.1.0', client })),
      { ...base, kind: 'pages', version: '1.0.0', client: '', count: 500 },
      ...['c0', 'c1'].map((client) => ({ ...base, kind: 'crash' as const, version: '1.1.0', client })),
    ]);
    setNow(Date.parse(minuteOf(crashedAt)) + 63_000);
    await judge.tick();
    expect((await rollout()).state).toBe('stopped');
  });

  it('judges only once an interval has passed, and not after ops stopped it', async () => {
    const { judge, history, context, store } = await rollingOut();
    const before = (await history()).length;
    await judge.tick(); // no interval passed yet
    expect((await history()).length).toBe(before);
    await stopRollout(context, store.rollouts, 'quiz', { actor: 'Sara' });
    expect((await history())[0]).toMatchObject({
      action: 'canary-end',
      rollout: { decision: 'end', reason: 'stopped by Sara' },
    });
    expect((await store.rollouts.all())[0]).toMatchObject({ state: 'ended' });
  });

  it('ends when someone else changed the area meanwhile', async () => {
    const { window, rollout, context } = await rollingOut();
    const { rollback } = await import('../registry/operations.ts');
    await rollback(context, 'quiz', { actor: 'Reza' });
    await window({ pages: 40, clients: 10 });
    expect(await rollout()).toMatchObject({
      state: 'ended',
      last: { decision: 'end', reason: expect.stringMatching(/changed by someone else/) },
    });
  });

  it('holds a due step while the area is locked, advances once unlocked, and still stops a crashing canary', async () => {
    const { window, rollout, context } = await rollingOut();
    const { lockArea, unlockArea } = await import('../registry/lock-operations.ts');
    await lockArea(context, 'quiz', { actor: 'Reza', reason: 'exam week' });
    await window({ pages: 40, clients: 10 });
    await window({ pages: 40, clients: 10 });
    expect((await context.registry.read()).areas.quiz!.canary).toMatchObject({ percent: 10 });
    expect((await rollout()).last).toMatchObject({
      decision: 'hold',
      reason: expect.stringMatching(/locked by Reza \(«exam week»\), so it waits$/),
    });
    await unlockArea(context, 'quiz', { actor: 'Reza' });
    await window({ pages: 40, clients: 10 });
    expect((await context.registry.read()).areas.quiz!.canary).toMatchObject({ percent: 50 });

    await lockArea(context, 'quiz', { actor: 'Reza', reason: 'exam week' });
    await window({ pages: 30, clients: 10, crashReporters: 6 });
    const quiz = (await context.registry.read()).areas.quiz!;
    expect(quiz.canary).toBeUndefined();
    expect(quiz.lock).toMatchObject({ by: 'Reza', reason: 'exam week' });
    expect(await rollout()).toMatchObject({ state: 'stopped' });
  });
});
