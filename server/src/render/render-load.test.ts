import { performance } from 'node:perf_hooks';
import { RenderLoad } from './render-load.ts';

const inMs = (ms: number) => performance.now() + ms;

describe('RenderLoad: the line for a render', () => {
  it('runs up to its limit at once, lets a few wait for a slot and turns the rest away at once', async () => {
    const load = new RenderLoad(2, 1);
    const first = await load.start(inMs(1000));
    const second = await load.start(inMs(1000));
    expect(first && second).toBeDefined();
    const waiting = load.start(inMs(1000));
    // The line holds one: the next request is not kept waiting.
    const turnedAwayAt = performance.now();
    expect(await load.start(inMs(1000))).toBeUndefined();
    expect(performance.now() - turnedAwayAt).toBeLessThan(50);
    // The slot a render frees goes to the one waiting.
    first!.end();
    expect(await waiting).toBeDefined();
  });

  it('starts nothing for a request that already waited past its deadline, even with a slot free', async () => {
    const load = new RenderLoad(1, 1);
    expect(await load.start(inMs(-1))).toBeUndefined();
    expect(await load.start(inMs(1000))).toBeDefined();
  });

  it('gives up on a wait at its deadline, and leaves the line free for the next', async () => {
    const load = new RenderLoad(1, 1);
    const running = await load.start(inMs(1000));
    expect(await load.start(inMs(20))).toBeUndefined();
    const next = load.start(inMs(1000));
    running!.end();
    expect(await next).toBeDefined();
  });

  it('frees a slot once however often a render is ended', async () => {
    const load = new RenderLoad(1, 2);
    const running = await load.start(inMs(1000));
    const waiters = [load.start(inMs(100)), load.start(inMs(100))];
    running!.end();
    running!.end();
    const [admitted, stillWaiting] = await Promise.all(waiters);
    expect(admitted).toBeDefined();
    expect(stillWaiting).toBeUndefined();
  });
});
