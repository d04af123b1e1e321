import path from 'node:path';
import { fakeDist, fakeOpsContext, memoryLog, writeRelease } from './release-fixtures.ts';
import { prepareDataDir } from './first-start.ts';
import { AreaLockedError } from './area-lock.ts';
import { lockArea, unlockArea } from './lock-operations.ts';
import { areaHistory, canary, OperationRefusedError, promote, rollback } from './operations.ts';

async function seeded() {
  const dist = fakeDist({ quiz: ['1.0.0'], blog: ['1.0.0'] });
  const { context } = fakeOpsContext(dist);
  await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
  await context.releases.publish('quiz', '1.1.0', writeRelease(path.join(dist, 'next'), 'quiz', '1.1.0'));
  return context;
}

describe('locking an area', () => {
  it('refuses every change while locked, naming who locked it and why; unlock lets them through again', async () => {
    const context = await seeded();
    await lockArea(context, 'quiz', { actor: 'Reza', reason: 'exam week: no changes until Friday' });
    for (const change of [
      () => promote(context, 'quiz', '1.1.0', { actor: 'Sara' }),
      () => canary(context, 'quiz', '1.1.0', 10, { actor: 'Sara' }),
      () => rollback(context, 'quiz', { actor: 'Sara' }),
    ]) {
      const refusal = change();
      await expect(refusal).rejects.toBeInstanceOf(AreaLockedError);
      await expect(refusal).rejects.toThrow(/Reza .*«exam week: no changes until Friday»/);
    }
    // Other areas are not locked.
    expect((await context.registry.read()).areas.blog!.lock).toBeUndefined();
    await expect(lockArea(context, 'quiz', { actor: 'Sara', reason: 'again' })).rejects.toBeInstanceOf(AreaLockedError);

    await unlockArea(context, 'quiz', { actor: 'Reza', reason: 'exams over' });
    const registry = await promote(context, 'quiz', '1.1.0', {
      actor: 'Sara',
      reason: 'new quiz list',
      commit: 'a1b2c3d',
    });
    expect(registry.areas.quiz!.lock).toBeUndefined();
    const history = areaHistory(registry, 'quiz').map(({ action, actor, reason, commit }) => ({
      action,
      actor,
      reason,
      commit,
    }));
    expect(history.slice(0, 3)).toEqual([
      { action: 'promote', actor: 'Sara', reason: 'new quiz list', commit: 'a1b2c3d' },
      { action: 'unlock', actor: 'Reza', reason: 'exams over', commit: undefined },
      { action: 'lock', actor: 'Reza', reason: 'exam week: no changes until Friday', commit: undefined },
    ]);
  });

  it('asks for a reason to lock, and refuses to unlock an area that is not locked', async () => {
    const context = await seeded();
    await expect(lockArea(context, 'quiz', { actor: 'Reza', reason: '  ' })).rejects.toThrow(/--reason/);
    await expect(unlockArea(context, 'quiz', { actor: 'Reza' })).rejects.toBeInstanceOf(OperationRefusedError);
  });

  it('keeps the lock across a change let through (a rollout stop)', async () => {
    const context = await seeded();
    await canary(context, 'quiz', '1.1.0', 10, { actor: 'Sara' });
    await lockArea(context, 'quiz', { actor: 'Reza', reason: 'incident' });
    const registry = await rollback(context, 'quiz', { actor: 'rollout (Sara)', evenWhenLocked: true });
    expect(registry.areas.quiz).toMatchObject({ lock: { by: 'Reza', reason: 'incident' } });
    expect(registry.areas.quiz!.canary).toBeUndefined();
  });
});
