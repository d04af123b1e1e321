import { FAILURE_SIGNALS, type FailureSignal } from '../health/health-rows.ts';
import { CLIENT_WEIGHT_CAP, type ReleaseHealth, type SignalHealth } from '../health/release-health.ts';
import type { VitalsHealth } from '../health/release-vitals.ts';
import type { AreaStatus, StatusReport } from '../registry/status.ts';
import { escapeControlChars } from './control-chars.ts';

const percent = (rate: number | undefined) => (rate === undefined ? '' : `${(rate * 100).toFixed(1)} %`);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** One failure kind as a cell: `5 (35.7 %, 3 clients, 212 reports)`, or `0`. */
function signalCell(signal: SignalHealth | undefined, kind: FailureSignal): string {
  if (!signal || signal.failures === 0) return '0';
  const parts = [percent(signal.rate)];
  if (kind !== 'render') parts.push(plural(signal.clients, 'client'));
  if (signal.reports !== signal.failures && kind !== 'render') parts.push(plural(signal.reports, 'report'));
  return `${signal.failures} (${parts.filter(Boolean).join(', ')})`;
}

/** The p75 vitals as a cell: `LCP 1.90 s, INP 119 ms, CLS 0.02 (4 clients)`; a dash before any was sent. */
function vitalsCell(vitals: VitalsHealth | undefined): string {
  if (!vitals) return '— (not measured yet)';
  const { LCP, INP, CLS } = vitals.metrics;
  const parts = [
    LCP && `LCP ${(LCP.p75 / 1000).toFixed(2)} s`,
    INP && `INP ${Math.round(INP.p75)} ms`,
    CLS && `CLS ${CLS.p75.toFixed(2)}`,
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')} (${plural(vitals.clients, 'client')})` : '— (none reported)';
}

function columnsOf(area: AreaStatus): { title: string; health: ReleaseHealth }[] {
  const { current, canary } = area.health ?? {};
  return [
    ...(current ? [{ title: `current ${current.version}`, health: current }] : []),
    ...(canary ? [{ title: `canary ${canary.version} (${area.canary?.percent ?? '?'}%)`, health: canary }] : []),
  ];
}

const hasData = (health: ReleaseHealth) =>
  health.pagesServed > 0 || FAILURE_SIGNALS.some((kind) => health.signals[kind].reports > 0);

/** The routes with failures, one line each: which release, which route, which kind, of how many pages. */
function routeLines(columns: { title: string; health: ReleaseHealth }[]): string[] {
  return columns.flatMap(({ title, health }) =>
    health.routes.flatMap((route) =>
      FAILURE_SIGNALS.flatMap((kind) => {
        const signal = route.signals[kind];
        if (!signal?.failures) return [];
        const where = route.route || '(route not reported)';
        return [
          `      ${title.split(' (')[0]} ${where}: ${kind} ${signalCell(signal, kind)} of ${route.pagesServed} pages`,
        ];
      }),
    ),
  );
}

/**
 * Health per release for a terminal: per area with figures, current and canary side by side (pages served,
 * each failure kind's count, rate and distinct clients, the p75 Web Vitals), then the failing routes.
 */
export function healthLines(report: StatusReport, table: (rows: string[][]) => string): string[] {
  const withHealth = report.areas.filter((area) => area.health);
  if (withHealth.length === 0) return [];
  const blocks = withHealth.flatMap((area) => {
    const columns = columnsOf(area);
    if (!columns.some(({ health }) => hasData(health))) return [];
    const rows = [
      [area.area, ...columns.map(({ title }) => title)],
      ['pages served', ...columns.map(({ health }) => String(health.pagesServed))],
      ...FAILURE_SIGNALS.map((kind) => [kind, ...columns.map(({ health }) => signalCell(health.signals[kind], kind))]),
      ['vitals p75', ...columns.map(({ health }) => vitalsCell(health.vitals))],
    ];
    const indented = table(rows)
      .split('\n')
      .map((line) => `  ${line}`);
    const routes = routeLines(columns);
    return [...indented, ...(routes.length ? ['    failing routes:', ...routes.map(escapeControlChars)] : [])];
  });
  const title = `health per release, last 60 min (rate = failures / pages served; a client's reports count at most ${CLIENT_WEIGHT_CAP}× per release and kind):`;
  return ['', title, ...(blocks.length ? blocks : ['  no pages served or failures counted'])];
}
