import { runBench } from './bench-main.ts';

type SignalListener = (signal: NodeJS.Signals) => void;

/** The SIGINT listener runBench added (called directly: emitting the signal would reach Jest's own listeners). */
function addedListener(before: readonly SignalListener[]): SignalListener {
  const added = process.listeners('SIGINT').filter((listener) => !before.includes(listener));
  expect(added).toHaveLength(1);
  return added[0]!;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

describe('runBench', () => {
  it('runs the bench and removes its signal listeners afterwards', async () => {
    const sigint = process.listenerCount('SIGINT');
    const sigterm = process.listenerCount('SIGTERM');
    await runBench(async (interrupted) => expect(interrupted.aborted).toBe(false), 'the site server');
    expect(process.listenerCount('SIGINT')).toBe(sigint);
    expect(process.listenerCount('SIGTERM')).toBe(sigterm);
    expect(process.exitCode).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it('prints a failure as its message and exits with 1', async () => {
    await runBench(() => Promise.reject(new Error('no built site')), 'the site server');
    expect(errors).toHaveBeenCalledWith('no built site');
    expect(process.exitCode).toBe(1);
  });

  it('aborts the bench on a signal and exits with 130; exits at once on a second signal a second later', async () => {
    const before = process.listeners('SIGINT');
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    let signalled: SignalListener | undefined;
    const run = runBench(
      (interrupted) =>
        new Promise<void>((_, reject) => {
          interrupted.addEventListener('abort', () => reject(interrupted.reason));
          signalled = addedListener(before);
          signalled('SIGINT');
          signalled('SIGINT'); // the same Ctrl-C relayed again: not a second one
          expect(exit).not.toHaveBeenCalled();
          jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_500);
          signalled('SIGTERM'); // a second one, later: exit at once
          expect(exit).toHaveBeenCalledWith(130);
        }),
      'the site servers',
    );
    await run;
    expect(errors).toHaveBeenCalledWith('interrupted by SIGINT: stopping the site servers');
    expect(process.exitCode).toBe(130);
  });
});
