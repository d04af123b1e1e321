import { releaseVitals } from './release-vitals.ts';
import { VITALS_PER_CLIENT_PER_MINUTE, VitalsLog } from './vitals-log.ts';
import type { VitalsRow } from './vitals-rows.ts';

const AT = Date.parse('2030-01-01T10:00:30Z');
const WINDOW = { from: '2030-01-01T10:00:00.000Z', to: '2030-01-01T10:05:00.000Z' };
const quiz = { area: 'quiz' as const, version: '1.5.0', route: '/quiz/run/:code' };

/** A log over an in-memory store. */
function memoryLog() {
  const stored: VitalsRow[] = [];
  const log = new VitalsLog({
    add: async (rows) => void stored.push(...rows),
    since: async () => stored,
  });
  return { log, stored };
}

describe('the vitals one server counts', () => {
  it('counts each value in its bucket per release and route, and each client once per minute', async () => {
    const { log, stored } = memoryLog();
    log.record({ ...quiz, metric: 'LCP', value: 1900, client: 'a' }, AT);
    log.record({ ...quiz, metric: 'INP', value: 120, client: 'a' }, AT);
    log.record({ ...quiz, metric: 'LCP', value: 2100, client: 'b' }, AT);
    log.record({ ...quiz, metric: 'LCP', value: 2100, client: 'a' }, AT + 60_000);
    await log.flush();
    const vitals = releaseVitals(stored, quiz, WINDOW);
    expect(vitals.metrics.LCP?.count).toBe(3);
    expect(vitals.metrics.INP).toEqual({ p75: 118.75, count: 1 }); // 3/4 through (100, 125]
    // a and b in the first minute, a again in the second: counted per minute.
    expect(vitals.clients).toBe(3);
    expect(releaseVitals(stored, { ...quiz, version: '1.4.0' }, WINDOW)).toEqual({ metrics: {}, clients: 0 });
  });

  it("caps one client's values per release and metric in a minute: a forger cannot move a p75 alone", async () => {
    const { log, stored } = memoryLog();
    for (let index = 0; index < 3; index += 1)
      log.record({ ...quiz, metric: 'LCP', value: 800, client: `s${index}` }, AT);
    const counted = Array.from({ length: 500 }, () =>
      log.record({ ...quiz, metric: 'LCP', value: 60_000, client: 'forger' }, AT),
    ).filter(Boolean).length;
    expect(counted).toBe(VITALS_PER_CLIENT_PER_MINUTE);
    await log.flush();
    const lcp = releaseVitals(stored, quiz, WINDOW).metrics.LCP;
    expect(lcp?.count).toBe(3 + VITALS_PER_CLIENT_PER_MINUTE);
  });

  it('keeps what the store refused for the next flush', async () => {
    const stored: VitalsRow[] = [];
    let down = true;
    const log = new VitalsLog({
      add: async (rows) => {
        if (down) throw new Error('store out of reach');
        stored.push(...rows);
      },
      since: async () => stored,
    });
    log.record({ ...quiz, metric: 'CLS', value: 0.3, client: 'a' }, AT);
    await expect(log.flush()).rejects.toThrow('store out of reach');
    down = false;
    await log.flush();
    expect(releaseVitals(stored, quiz, WINDOW).metrics.CLS?.count).toBe(1);
  });
});
