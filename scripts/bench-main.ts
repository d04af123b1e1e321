import { setMaxListeners } from 'node:events';

/**
 * How a bench that starts site servers runs: Ctrl-C (or SIGTERM) aborts `interrupted`, so the bench stops at
 * its next step and still stops its servers and browser in its own `finally`. One Ctrl-C often arrives twice
 * (the terminal sends it to us, and `tsx` relays it again), so only a signal more than a second after the
 * first means "exit now" (startSiteServer's exit hook then kills the servers). An error is printed as its
 * message alone; the exit code is 130 after an interruption, else 1.
 */
export function runBench(main: (interrupted: AbortSignal) => Promise<void>, stopping: string): Promise<void> {
  const interruption = new AbortController();
  // Every request of a load run listens on this one signal, and Node's fetch lets go of a request's listener
  // only when the request is garbage collected: thousands at once are the bench working, not a leak.
  setMaxListeners(0, interruption.signal);
  let interruptedAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!interruption.signal.aborted) {
      interruptedAt = Date.now();
      interruption.abort(new Error(`interrupted by ${signal}: stopping ${stopping}`));
    } else if (Date.now() - interruptedAt > 1_000) process.exit(130);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

  return main(interruption.signal)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = interruption.signal.aborted ? 130 : 1;
    })
    .finally(() => process.off('SIGINT', onSignal).off('SIGTERM', onSignal));
}
