import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** How long the proxy waits for the API, by default (API_CONNECT_TIMEOUT_MS, API_RESPONSE_TIMEOUT_MS). */
export const DEFAULT_API_TIMEOUTS = { connectMs: 3_000, responseMs: 10_000 } as const;

/** How long one call may wait: for a connection, then for the answer's headers. */
export interface UpstreamTimeouts {
  connectMs: number;
  responseMs: number;
}

/** Why a call got no answer: the API could not be reached (or broke the connection), or it did not answer in time. */
export class UpstreamFailure extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout',
    override readonly cause: unknown,
  ) {
    super(kind === 'timeout' ? 'the API did not answer in time' : 'the API could not be reached');
  }
}

/** One call to the API. */
export interface UpstreamCall {
  url: URL;
  method: string;
  headers: IncomingHttpHeaders;
  /** The client's body, streamed on; none for a call without one. */
  body?: Readable;
  /** Aborted when the client hangs up: the call ends at once and its connection is let go. */
  signal: AbortSignal;
}

/** Keep-alive agents, one per protocol, for one proxy. */
export function upstreamAgents() {
  const options = { keepAlive: true, keepAliveMsecs: 60_000 };
  return { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
}

/**
 * Sends one call and resolves with the answer once its headers arrive. Each wait has its bound: a
 * connection not made in `connectMs`, or headers not sent `responseMs` after that, end the call with a
 * timeout, and the socket is destroyed rather than left holding a connection to a stalled API. The body
 * is streamed on afterwards; a stalled body is cut by the same response bound (socket idle time).
 */
export function callUpstream(
  call: UpstreamCall,
  timeouts: UpstreamTimeouts,
  agents: ReturnType<typeof upstreamAgents>,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = call.url.protocol === 'https:' ? https : http;
    const outgoing = client.request(call.url, {
      method: call.method,
      headers: call.headers,
      agent: agents[call.url.protocol as 'http:' | 'https:'],
      signal: call.signal,
    });
    let timer: NodeJS.Timeout | undefined;
    const fail = (failure: UpstreamFailure) => {
      clearTimeout(timer);
      outgoing.destroy();
      reject(failure);
    };
    const waitForAnswer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new UpstreamFailure('timeout', undefined)), timeouts.responseMs);
    };
    timer = setTimeout(() => fail(new UpstreamFailure('timeout', undefined)), timeouts.connectMs);
    outgoing.once('socket', (socket) => {
      // A kept-alive socket is connected already: its wait for the answer starts now.
      if (socket.connecting) socket.once('connect', waitForAnswer);
      else waitForAnswer();
    });
    outgoing.once('response', (answer) => {
      clearTimeout(timer);
      // An answer whose body stalls is cut after the same bound of silence. The socket is kept alive for
      // the next call, so its listener goes with this answer.
      const { socket } = answer;
      const onSilence = () => answer.destroy(new Error('the API stopped sending'));
      socket.setTimeout(timeouts.responseMs);
      socket.on('timeout', onSilence);
      answer.once('close', () => {
        socket.setTimeout(0);
        socket.off('timeout', onSilence);
      });
      resolve(answer);
    });
    outgoing.once('error', (error) => {
      clearTimeout(timer);
      reject(call.signal.aborted ? error : new UpstreamFailure('unreachable', error));
    });
    if (call.body) call.body.pipe(outgoing);
    else outgoing.end();
  });
}
