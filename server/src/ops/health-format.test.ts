import { AREAS } from '@shared/registry';
import { SERVER_SEEN, type HealthRow } from '../health/health-rows.ts';
import { releaseHealth } from '../health/release-health.ts';
import { releaseVitals } from '../health/release-vitals.ts';
import type { VitalsRow } from '../health/vitals-rows.ts';
import type { AreaStatus, StatusReport } from '../registry/status.ts';
import { formatStatus } from './format.ts';

const window = { from: '2030-01-01T10:00:00.000Z', to: '2030-01-01T11:00:00.000Z' };
const row = (version: string, kind: HealthRow['kind'], count: number, more: Partial<HealthRow> = {}): HealthRow => ({
  minute: '2030-01-01T10:30:00.000Z',
  kind,
  area: 'quiz',
  version,
  route: '/quiz/run/:code',
  client: SERVER_SEEN,
  count,
  ...more,
});

function reportWith(quiz: Partial<AreaStatus>): StatusReport {
  return {
    revision: 9,
    areas: AREAS.map((area) => ({
      area,
      published: [],
      loadFailures: [],
      renderFailures: [],
      hydrationErrors: [],
      warnings: [],
      ...(area === 'quiz' ? quiz : {}),
    })),
    shell: { renderFailures: [], hydrationErrors: [] },
  };
}

describe('health per release in status', () => {
  it('shows current and canary side by side: pages, each kind with its rate and clients, the failing routes', () => {
    const rows = [
      row('1.4.0', 'pages', 180),
      row('1.4.0', 'pages', 20, { route: '/quiz' }),
      row('1.5.0', 'pages', 20),
      row('1.5.0', 'crash', 200, { client: 'forger' }),
      row('1.5.0', 'crash', 1, { client: 'student' }),
      row('1.5.0', 'render', 1),
    ];
    const text = formatStatus(
      reportWith({
        current: '1.4.0',
        canary: { version: '1.5.0', percent: 10 },
        health: {
          current: releaseHealth(rows, { area: 'quiz', version: '1.4.0' }, window),
          canary: releaseHealth(rows, { area: 'quiz', version: '1.5.0' }, window),
        },
      }),
    );
    const health = text.slice(text.indexOf('health per release'));
    expect(health.split('\n')).toEqual([
      "health per release, last 60 min (rate = failures / pages served; a client's reports count at most 3× per release and kind):",
      '  quiz          current 1.4.0         canary 1.5.0 (10%)',
      '  pages served  200                   20',
      '  crash         0                     4 (20.0 %, 2 clients, 201 reports)',
      '  render        0                     1 (5.0 %)',
      '  load          0                     0',
      '  hydration     0                     0',
      '  vitals p75    — (not measured yet)  — (not measured yet)',
      '    failing routes:',
      '      canary 1.5.0 /quiz/run/:code: crash 4 (20.0 %, 2 clients, 201 reports) of 20 pages',
      '      canary 1.5.0 /quiz/run/:code: render 1 (5.0 %) of 20 pages',
    ]);
  });

  it('fills the vitals row with each release’s p75 LCP, INP and CLS and its clients', () => {
    const pages = [row('1.4.0', 'pages', 10), row('1.5.0', 'pages', 10)];
    const vital = (version: string, metric: VitalsRow['metric'], bucket: number, count: number): VitalsRow => ({
      minute: '2030-01-01T10:30:00.000Z',
      area: 'quiz',
      version,
      route: metric === 'clients' ? '' : '/quiz/run/:code',
      metric,
      bucket,
      count,
    });
    // 1.4.0: 4 LCPs in (1800, 2000] ms, 4 INPs in (100, 125] ms, 4 CLS in (0.025, 0.05]; 1.5.0: LCP in (4500, 5000].
    const vitals = [
      vital('1.4.0', 'LCP', 14, 4),
      vital('1.4.0', 'INP', 4, 4),
      vital('1.4.0', 'CLS', 1, 4),
      vital('1.4.0', 'clients', 0, 4),
      vital('1.5.0', 'LCP', 22, 2),
      vital('1.5.0', 'clients', 0, 1),
    ];
    const healthOf = (version: string) => ({
      ...releaseHealth(pages, { area: 'quiz', version }, window),
      vitals: releaseVitals(vitals, { area: 'quiz', version }, window),
    });
    const text = formatStatus(
      reportWith({
        current: '1.4.0',
        canary: { version: '1.5.0', percent: 10 },
        health: { current: healthOf('1.4.0'), canary: healthOf('1.5.0') },
      }),
    );
    expect(text).toContain('  vitals p75    LCP 1.95 s, INP 119 ms, CLS 0.04 (4 clients)  LCP 4.88 s (1 client)');
    const none = { ...healthOf('1.4.0'), vitals: releaseVitals([], { area: 'quiz', version: '1.4.0' }, window) };
    expect(formatStatus(reportWith({ current: '1.4.0', health: { current: none } }))).toContain(
      '  vitals p75    — (none reported)',
    );
  });

  it('says so when nothing was served or reported, and shows nothing without health counts', () => {
    const empty = releaseHealth([], { area: 'quiz', version: '1.4.0' }, window);
    expect(formatStatus(reportWith({ current: '1.4.0', health: { current: empty } }))).toContain(
      '\n  no pages served or failures counted',
    );
    expect(formatStatus(reportWith({ current: '1.4.0' }))).not.toContain('health per release');
  });
});
