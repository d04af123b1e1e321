import { createEventBus } from './bus.ts';
import { platformEvents } from './events.ts';

describe('platform event catalogue', () => {
  it('names every event area:entity:verb-past', () => {
    for (const name of Object.keys(platformEvents)) {
      expect(name).toMatch(/^[a-z]+:[a-z-]+:[a-z]+-?[a-z]*ed$/);
    }
  });

  it('tells a late subscriber the current session, theme and unread count', () => {
    const bus = createEventBus(platformEvents, () => undefined);
    bus.emit('platform:session:changed', { loggedIn: true, user: { fullName: 'سارا محمدی', avatar: null } });
    bus.emit('platform:theme:changed', { mode: 'dark' });
    bus.emit('platform:notifications:changed', { unread: 3 });
    const seen: unknown[] = [];
    bus.on('platform:session:changed', (payload) => seen.push(payload.user?.fullName));
    bus.on('platform:theme:changed', (payload) => seen.push(payload.mode));
    bus.on('platform:notifications:changed', (payload) => seen.push(payload.unread));
    expect(seen).toEqual(['سارا محمدی', 'dark', 3]);
  });

  it('does not replay one-off requests such as a snackbar or an expired session', () => {
    const bus = createEventBus(platformEvents, () => undefined);
    bus.emit('platform:snackbar:requested', { type: 'error', message: 'خطا' });
    bus.emit('platform:session:expired', { path: '/quiz/run/abc' });
    bus.emit('quiz:attempt:finished', { quizCode: 'math-7', runId: 4 });
    bus.emit('profile:user:updated', { fullName: 'سارا محمدی', avatar: null });
    const late = jest.fn();
    bus.on('platform:snackbar:requested', late);
    bus.on('platform:session:expired', late);
    bus.on('quiz:attempt:finished', late);
    bus.on('profile:user:updated', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('rejects an empty snackbar message and a negative unread count', () => {
    const problems: string[] = [];
    const bus = createEventBus(platformEvents, (problem) => problems.push(problem.kind));
    expect(bus.emit('platform:snackbar:requested', { type: 'success', message: '' })).toBe(false);
    expect(bus.emit('platform:notifications:changed', { unread: -1 })).toBe(false);
    expect(problems).toEqual(['invalid-payload', 'invalid-payload']);
  });

  it('rejects a profile update without a name', () => {
    const problems: string[] = [];
    const bus = createEventBus(platformEvents, (problem) => problems.push(problem.kind));
    expect(bus.emit('profile:user:updated', { fullName: '', avatar: null })).toBe(false);
    expect(bus.emit('profile:user:updated', { fullName: 'سارا محمدی', avatar: '/a.png' })).toBe(true);
    expect(problems).toEqual(['invalid-payload']);
  });
});
