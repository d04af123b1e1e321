import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import type * as HydrationReport from './hydration-report.ts';

type ReportModule = typeof HydrationReport;

/** A fresh copy of the module, as a newly loaded page would have. */
function freshModule(): ReportModule {
  let loaded: ReportModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ReportModule>('./hydration-report.ts');
  });
  return loaded!;
}

const sendBeacon = jest.fn<boolean, [string, string]>(() => true);

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

afterAll(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as unknown }));

describe('reportHydrationError', () => {
  it('sends one hydration beacon per page, for the release that rendered it', () => {
    const { reportHydrationError } = freshModule();
    const error = new Error('Hydration failed because the server rendered text did not match.\n- سلام\n+ خداحافظ');
    reportHydrationError(error, { area: 'blog', version: '1.2.0' });
    reportHydrationError(new Error('an echo of the first'), { area: 'blog', version: '1.2.0' });
    expect(sent()).toEqual([
      {
        url: LOAD_FAILURE_REPORT_PATH,
        body: {
          kind: 'hydration',
          area: 'blog',
          version: '1.2.0',
          reason: 'Hydration failed because the server rendered text did not match.',
        },
      },
    ]);
  });

  it("reports the shell's own pages by build id, and a new page reports again", () => {
    freshModule().reportHydrationError('boom', { area: 'shell', version: 'main.0123456789.js' });
    freshModule().reportHydrationError('again', { area: 'shell', version: 'shell' });
    expect(sent().map(({ body }) => body)).toEqual([
      { kind: 'hydration', area: 'shell', version: 'main.0123456789.js', reason: 'boom' },
      { kind: 'hydration', area: 'shell', version: 'shell', reason: 'again' },
    ]);
  });

  it('never throws, even when the browser refuses the beacon or has none', () => {
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('refused');
    });
    expect(() => freshModule().reportHydrationError(new Error('x'), { area: 'quiz', version: '1.0.0' })).not.toThrow();
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    expect(() => freshModule().reportHydrationError(new Error('x'), { area: 'quiz', version: '1.0.0' })).not.toThrow();
  });
});

describe('hydrationReason', () => {
  const { hydrationReason } = freshModule();

  it('keeps the first non-blank line, at most 300 characters', () => {
    expect(hydrationReason(new Error('\n  first line  \nsecond'))).toBe('first line');
    expect(hydrationReason(new Error('x'.repeat(500)))).toHaveLength(300);
  });

  it('makes a reason of anything thrown', () => {
    expect(hydrationReason(new TypeError(''))).toBe('TypeError');
    expect(hydrationReason({ message: 'from an object' })).toBe('from an object');
    expect(hydrationReason(42)).toBe('42');
    expect(hydrationReason(null)).toBe('null');
    expect(hydrationReason('')).toBe('unknown hydration error');
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(hydrationReason(hostile)).toBe('unknown hydration error');
  });
});
