/**
 * Where one answer stands: on its way, saved by the server, not sent (no
 * connection or a server failure: it is kept and sent again), or refused
 * (the server will never take it, with its reason).
 */
export type SendState =
  { kind: 'sending' } | { kind: 'saved' } | { kind: 'failed' } | { kind: 'refused'; message: string };

/** Why the server refused an answer because the run is over (its time ran out, or it was finished). */
export class RunClosedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RunClosedError';
  }
}
