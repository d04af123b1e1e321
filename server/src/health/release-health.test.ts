import { SERVER_SEEN, type HealthRow } from './health-rows.ts';
import { CLIENT_WEIGHT_CAP, releaseHealth } from './release-health.ts';

const M0 = '2030-01-01T10:00:00.000Z';
const M1 = '2030-01-01T10:01:00.000Z';
const M2 = '2030-01-01T10:02:00.000Z';
const window = { from: M0, to: M2 };

const row = (kind: HealthRow['kind'], count: number, more: Partial<HealthRow> = {}): HealthRow => ({
  minute: M0,
  kind,
  area: 'quiz',
  version: '1.5.0',
  route: '/quiz/run/:code',
  client: SERVER_SEEN,
  count,
  ...more,
});

describe('the health of a release over a window', () => {
  it('gives each failure kind a rate: failures per page served, pages summed over the minutes and routes', () => {
    const rows = [
      row('pages', 150),
      row('pages', 50, { minute: M1, route: '/quiz' }),
      row('render', 4),
      row('crash', 1, { client: 'a' }),
      row('crash', 1, { client: 'b', minute: M1 }),
    ];
    const health = releaseHealth(rows, { area: 'quiz', version: '1.5.0' }, window);
    expect(health.pagesServed).toBe(200);
    expect(health.signals.render).toEqual({ failures: 4, reports: 4, clients: 0, rate: 0.02 });
    expect(health.signals.crash).toEqual({ failures: 2, reports: 2, clients: 2, rate: 0.01 });
    expect(health.signals.load).toEqual({ failures: 0, reports: 0, clients: 0, rate: 0 });
    expect(health.routes.map((route) => [route.route, route.pagesServed, route.signals.crash?.rate])).toEqual([
      ['/quiz/run/:code', 150, 2 / 150],
      ['/quiz', 50, undefined],
    ]);
    expect(health.vitals).toBeUndefined();
  });

  it("caps one client's weight: hundreds of forged reports count as one client with at most 3", () => {
    const rows = [
      row('pages', 1000),
      row('crash', 400, { client: 'forger' }),
      row('crash', 300, { client: 'forger', minute: M1, route: '/quiz' }),
      row('crash', 1, { client: 'student' }),
    ];
    const crash = releaseHealth(rows, { area: 'quiz', version: '1.5.0' }, window).signals.crash;
    expect(crash).toEqual({ failures: CLIENT_WEIGHT_CAP + 1, reports: 701, clients: 2, rate: 0.004 });
  });

  it('never caps what the server saw itself: its render failures and the pages it served', () => {
    const rows = [row('pages', 10), row('render', 9)];
    expect(releaseHealth(rows, { area: 'quiz', version: '1.5.0' }, window).signals.render.failures).toBe(9);
  });

  it('keeps to the release and the window, and has no rate without a page served', () => {
    const rows = [
      row('crash', 2, { client: 'a' }),
      row('pages', 100, { version: '1.4.0' }),
      row('pages', 100, { minute: M2 }),
      row('crash', 5, { client: 'b', minute: '2030-01-01T09:59:00.000Z' }),
    ];
    const health = releaseHealth(rows, { area: 'quiz', version: '1.5.0' }, window);
    expect(health.pagesServed).toBe(0);
    expect(health.signals.crash).toEqual({ failures: 2, reports: 2, clients: 1 });
  });
});
