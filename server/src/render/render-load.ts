import { performance } from 'node:perf_hooks';

/** How busy the server was while one render ran. */
export interface RenderSpan {
  /** Ends the render's span (once; later calls only answer again): whether the server was saturated. */
  end(): { saturated: boolean };
}

/** The share of its time the event loop was busy above which a shared server counts as saturated. */
const SATURATED_UTILIZATION = 0.8;

interface Running {
  /** Whether another render ran, or a request waited for one, at some moment of this one. */
  shared: boolean;
}

/** A request waiting for a render slot (one that waits too long leaves the line by its own timer). */
interface Waiter {
  admit(span: RenderSpan): void;
}

/**
 * The renders in flight, for two decisions (docs/operations.md, "What counts against a release"):
 * admission and blame.
 *
 * Admission is a short line: up to `maxConcurrent` renders run; up to `maxWaiting` more requests wait for
 * one of them to end, each until its deadline; anyone beyond gets no span, and so the client-rendered page
 * at once. A render is CPU work, so more at once only makes each slower, and an unbounded line makes
 * everyone wait: under any load the slowest answer stays near a few renders' time.
 *
 * Blame: a render over its budget is the server's load, not the release, when other renders ran beside it
 * or waited for it, and the event loop was busy most of the time. A render alone on the server owns its
 * time: a release that hangs or burns the CPU is blamed as before.
 */
export class RenderLoad {
  private readonly running = new Set<Running>();
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxWaiting = 0,
  ) {}

  /**
   * A render's span: at once when a slot is free, or after waiting in line until `deadline` (a
   * `performance.now()` time); `undefined` when the line is full or the deadline passes first.
   */
  async start(deadline: number): Promise<RenderSpan | undefined> {
    const wait = deadline - performance.now();
    if (wait <= 0) return undefined;
    if (this.running.size < this.maxConcurrent) return this.span();
    if (this.waiting.length >= this.maxWaiting) return undefined;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: (span) => {
          clearTimeout(timer);
          resolve(span);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(undefined);
      }, wait);
      this.waiting.push(waiter);
      for (const render of this.running) render.shared = true;
    });
  }

  private span(): RenderSpan {
    const self: Running = { shared: this.running.size > 0 || this.waiting.length > 0 };
    for (const other of this.running) other.shared = true;
    this.running.add(self);
    const startedWith = performance.eventLoopUtilization();
    let ended: { saturated: boolean } | undefined;
    return {
      end: () => {
        if (ended) return ended;
        this.running.delete(self);
        const busy = performance.eventLoopUtilization(startedWith).utilization;
        ended = { saturated: self.shared && busy >= SATURATED_UTILIZATION };
        // The slot goes to the longest waiting request, first come first served.
        this.waiting.shift()?.admit(this.span());
        return ended;
      },
    };
  }
}
