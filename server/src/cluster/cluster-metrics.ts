import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` of a site server with several workers (docs/operations.md, "Workers"): a scrape reaches one
 * worker through the shared port, and answers the sums of every worker's figures, made by the primary with
 * prom-client's aggregator (counters and histograms add up; each default metric has its own rule).
 */

const ASK = 'platform:metrics-request';
const ANSWER = 'platform:metrics-answer';

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let answering: unknown;

/** In a worker: offers its registry to the primary's aggregation. */
export function shareWorkerRegistry(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries(registry);
  // prom-client answers the primary's requests only once an aggregator exists in the process.
  answering ??= new AggregatorRegistry();
}

let asked = 0;

/** In a worker: every worker's figures, summed by the primary; undefined outside a cluster. */
export function clusterMetricsText(timeoutMs = 5_000): Promise<string> | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const id = (asked += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('the primary did not answer with the metrics')), timeoutMs);
    const listen = (message: unknown) => {
      const answer = message as Partial<Answer>;
      if (answer?.type !== ANSWER || answer.id !== id) return;
      done(answer.error === undefined ? undefined : new Error(answer.error), answer.text);
    };
    const done = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off('message', listen);
      if (error || text === undefined) reject(error ?? new Error('no metrics'));
      else resolve(text);
    };
    process.on('message', listen);
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers the workers' requests with the sums of every worker's figures. */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK || message.id === undefined) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id, error: error.message } satisfies Answer),
    );
  });
}
