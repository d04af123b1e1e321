import { performance } from 'node:perf_hooks';

/** How busy the server was while one render ran. */
export interface RenderSpan {
  /** Ends the render's span (once; later calls only answer again): whether the server was saturated. */
  end(): { saturated: boolean };
}

/** The share of its time the event loop was busy above which a shared server counts as saturated. */
const SATURATED_UTILIZATION = 0.8;

interface Running {
  /** Whether another render ran at some moment of this one. */
  shared: boolean;
}

/**
 * The renders in flight, for two decisions (docs/operations.md, "What counts against a release"):
 * shedding (beyond `maxConcurrent` a request gets the client-rendered page at once, instead of queueing
 * behind the others and timing out) and blame (a render over its budget is the server's load, not the
 * release, when other renders ran beside it and the event loop was busy most of the time). A render
 * alone on the server owns its time: a release that hangs or burns the CPU is blamed as before.
 */
export class RenderLoad {
  private readonly running = new Set<Running>();

  constructor(private readonly maxConcurrent: number) {}

  /** Starts a render's span, or `undefined` when as many renders as allowed are running already. */
  start(): RenderSpan | undefined {
    if (this.running.size >= this.maxConcurrent) return undefined;
    const self: Running = { shared: this.running.size > 0 };
    for (const other of this.running) other.shared = true;
    this.running.add(self);
    const startedWith = performance.eventLoopUtilization();
    return {
      end: () => {
        this.running.delete(self);
        const busy = performance.eventLoopUtilization(startedWith).utilization;
        return { saturated: self.shared && busy >= SATURATED_UTILIZATION };
      },
    };
  }
}
