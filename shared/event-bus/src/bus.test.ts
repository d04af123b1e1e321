import * as z from '@shared/schema';
import { createEventBus, type BusProblem } from './bus.ts';

const catalogue = {
  'quiz:attempt:finished': { payload: z.object({ score: z.number() }), fires: 'many', replaysLast: false },
  'platform:session:changed': { payload: z.object({ loggedIn: z.boolean() }), fires: 'many', replaysLast: true },
  'platform:app:booted': { payload: z.object({}), fires: 'once', replaysLast: true },
} as const;

function setup() {
  const problems: BusProblem[] = [];
  const bus = createEventBus(catalogue, (problem) => problems.push(problem));
  return { bus, problems };
}

describe('event bus', () => {
  it('delivers a valid payload to every handler', () => {
    const { bus } = setup();
    const first = jest.fn();
    const second = jest.fn();
    bus.on('quiz:attempt:finished', first);
    bus.on('quiz:attempt:finished', second);
    expect(bus.emit('quiz:attempt:finished', { score: 18 })).toBe(true);
    expect(first).toHaveBeenCalledWith({ score: 18 });
    expect(second).toHaveBeenCalledWith({ score: 18 });
  });

  it('keeps delivering when one handler throws, and reports the throw', () => {
    const { bus, problems } = setup();
    const after = jest.fn();
    bus.on('quiz:attempt:finished', () => {
      throw new Error('bug in one area');
    });
    bus.on('quiz:attempt:finished', after);
    bus.emit('quiz:attempt:finished', { score: 3 });
    expect(after).toHaveBeenCalledWith({ score: 3 });
    expect(problems).toEqual([expect.objectContaining({ kind: 'handler-threw', event: 'quiz:attempt:finished' })]);
  });

  it('rejects and reports a malformed payload instead of delivering it', () => {
    const { bus, problems } = setup();
    const handler = jest.fn();
    bus.on('quiz:attempt:finished', handler);
    // @ts-expect-error the payload is wrong on purpose
    expect(bus.emit('quiz:attempt:finished', { score: 'high' })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(problems[0]?.kind).toBe('invalid-payload');
  });

  it('replays the last payload to a late subscriber only where declared', () => {
    const { bus } = setup();
    bus.emit('platform:session:changed', { loggedIn: true });
    bus.emit('quiz:attempt:finished', { score: 1 });
    const late = jest.fn();
    const lateQuiz = jest.fn();
    bus.on('platform:session:changed', late);
    bus.on('quiz:attempt:finished', lateQuiz);
    expect(late).toHaveBeenCalledWith({ loggedIn: true });
    expect(lateQuiz).not.toHaveBeenCalled();
  });

  it('refuses a second firing of a once-only event', () => {
    const { bus, problems } = setup();
    const handler = jest.fn();
    bus.on('platform:app:booted', handler);
    expect(bus.emit('platform:app:booted', {})).toBe(true);
    expect(bus.emit('platform:app:booted', {})).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(problems).toEqual([{ kind: 'fired-twice', event: 'platform:app:booted' }]);
  });

  it('stops calling a handler after it unsubscribes', () => {
    const { bus } = setup();
    const handler = jest.fn();
    const off = bus.on('quiz:attempt:finished', handler);
    off();
    bus.emit('quiz:attempt:finished', { score: 5 });
    expect(handler).not.toHaveBeenCalled();
  });
});
