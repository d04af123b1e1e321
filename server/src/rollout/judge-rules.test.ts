import type { HealthRow } from '../health/health-rows.ts';
import { judgeWindow, windowFigures, type Verdict } from './judge-rules.ts';
import { DEFAULT_ROLLOUT_RULES, type RolloutRules } from './rollout-record.ts';

const minute = '2026-11-27T10:00:00.000Z';
const window = { from: minute, to: '2026-11-27T10:01:00.000Z' };

/** One release's window: pages from `clients` distinct clients, and failures of a kind from `reporters` clients. */
interface Side {
  pages: number;
  clients?: number;
  failures?: { kind: 'crash' | 'load' | 'hydration'; reporters: number; each: number };
  render?: number;
}

function rowsOf(version: string, side: Side, canary: boolean): HealthRow[] {
  const base = { minute, area: 'quiz' as const, version, route: '/quiz/run/:code' };
  const rows: HealthRow[] = [];
  const clients = canary ? (side.clients ?? 0) : 0;
  // The server counts a canary's pages per client (hashed), the current's as its own.
  for (let index = 0; index < side.pages; index++) {
    rows.push({ ...base, kind: 'pages', client: clients ? `c${index % clients}` : '', count: 1 });
  }
  for (let index = 0; index < (side.failures?.reporters ?? 0); index++) {
    rows.push({ ...base, kind: side.failures!.kind, client: `r${index}`, count: side.failures!.each });
  }
  if (side.render) rows.push({ ...base, kind: 'render', client: '', count: side.render });
  return rows.map((row) => ({ ...row }));
}

function judge(canary: Side, current: Side, rules: Partial<RolloutRules> = {}): Verdict {
  const all = { ...DEFAULT_ROLLOUT_RULES, ...rules };
  const rows = [...rowsOf('1.1.0', canary, true), ...rowsOf('1.0.0', current, false)];
  return judgeWindow(windowFigures(rows, 'quiz', { canary: '1.1.0', current: '1.0.0' }, window, all), all);
}

const healthy = { pages: 200, clients: 40 };
const currentHealthy = { pages: 2000 };

describe('the rollout judge, one window', () => {
  it.each<[string, Side, Side, Verdict['kind'], Partial<Record<string, unknown>>?]>([
    ['a healthy canary with enough pages and clients', healthy, currentHealthy, 'healthy'],
    ['too few pages holds', { pages: 50, clients: 40 }, currentHealthy, 'too-few-pages'],
    ['too few distinct clients holds', { pages: 200, clients: 5 }, currentHealthy, 'too-few-clients'],
    [
      'crashes from 12 clients at 6 % stop at once',
      { ...healthy, failures: { kind: 'crash', reporters: 12, each: 1 } },
      currentHealthy,
      'stop',
      { signal: 'crash', route: '/quiz/run/:code', rate: 12 / 200, threshold: 0.005 },
    ],
    [
      'a hard signal stops even on too little data (3 pages, all crashing)',
      { pages: 3, clients: 3, failures: { kind: 'crash', reporters: 3, each: 1 } },
      currentHealthy,
      'stop',
      { signal: 'crash', rate: 1 },
    ],
    [
      'the server’s own render failures count with no client at all',
      { ...healthy, render: 2 },
      currentHealthy,
      'stop',
      { signal: 'render', rate: 0.01 },
    ],
    [
      'one client sending 300 forged crash reports stops nothing (one client, capped, under the reporters needed)',
      { ...healthy, failures: { kind: 'crash', reporters: 1, each: 300 } },
      currentHealthy,
      'healthy',
    ],
    [
      'two forging clients do not either (3 reporters needed)',
      { ...healthy, failures: { kind: 'crash', reporters: 2, each: 300 } },
      currentHealthy,
      'healthy',
    ],
    [
      'a load failure one client reported counts for nothing yet (3 reporters needed)',
      { ...healthy, failures: { kind: 'load', reporters: 1, each: 1 } },
      currentHealthy,
      'healthy',
    ],
    [
      'a rate above 0.5 % is not a stop when the current has twice as much (the threshold is 2× the current’s)',
      { ...healthy, failures: { kind: 'hydration', reporters: 3, each: 1 } }, // 1.5 %
      { pages: 1000, failures: { kind: 'hydration', reporters: 10, each: 1 } }, // 1 %: threshold 2 %
      'healthy',
    ],
    [
      '0.4 % against the current’s 0.3 % is not worse (under 1.5×)',
      { pages: 1000, clients: 40, failures: { kind: 'hydration', reporters: 4, each: 1 } }, // 0.4 %
      { pages: 1000, failures: { kind: 'hydration', reporters: 3, each: 1 } }, // 0.3 %
      'healthy',
    ],
    [
      'worse than the current (0.4 % against 0.1 %) holds and restarts the healthy windows',
      { pages: 1000, clients: 40, failures: { kind: 'hydration', reporters: 4, each: 1 } },
      { pages: 3000, failures: { kind: 'hydration', reporters: 3, each: 1 } },
      'worse',
      { signal: 'hydration', rate: 0.004, limit: 0.002 },
    ],
  ])('%s', (_name, canary, current, kind, figures = {}) => {
    const verdict = judge(canary, current);
    expect(verdict.kind).toBe(kind);
    for (const [key, value] of Object.entries(figures)) {
      if (typeof value === 'number') expect((verdict as unknown as Record<string, number>)[key]).toBeCloseTo(value, 6);
      else expect((verdict as Record<string, unknown>)[key]).toBe(value);
    }
  });

  it('passes the stop threshold of max(0.5 %, 2× current) only above it', () => {
    const crashes = (reporters: number) => ({
      pages: 1000,
      clients: 40,
      failures: { kind: 'crash' as const, reporters, each: 1 },
    });
    expect(judge(crashes(5), currentHealthy).kind).not.toBe('stop'); // 0.5 %: not above
    expect(judge(crashes(6), currentHealthy).kind).toBe('stop'); // 0.6 %
    const currentAt1 = { pages: 1000, failures: { kind: 'crash' as const, reporters: 10, each: 1 } };
    expect(judge(crashes(20), currentAt1).kind).not.toBe('stop'); // 2 % against 2× 1 %
    expect(judge(crashes(21), currentAt1).kind).toBe('stop');
  });

  it('keeps the figures it judged: pages, clients, capped failures and raw reports', () => {
    const rows = rowsOf('1.1.0', { ...healthy, failures: { kind: 'crash', reporters: 1, each: 300 } }, true);
    const figures = windowFigures(rows, 'quiz', { canary: '1.1.0', current: '1.0.0' }, window, DEFAULT_ROLLOUT_RULES);
    expect(figures.canary).toMatchObject({ version: '1.1.0', pages: 200, clients: 40 });
    expect(figures.canary.signals.crash).toEqual({ failures: 3, reports: 300, clients: 1, rate: 0 });
  });
});
