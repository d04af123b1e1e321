import { VITALS_REPORT_PATH } from '@shared/registry';
import { reportWebVitalsWhenReady } from './web-vitals-report.ts';

/** The library's factory runs when the shell first imports it: counted to see when that happens. */
const loaded = jest.fn();
const callbacks: ((metric: { name: string; value: number }) => void)[] = [];
jest.mock('web-vitals', () => {
  loaded();
  const observe = (callback: (metric: { name: string; value: number }) => void) => callbacks.push(callback);
  return { onLCP: observe, onINP: observe, onCLS: observe };
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  delete document.documentElement.dataset.pageReady;
  document.body.innerHTML = '<script src="/main.0123456789.js"></script>';
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
});

it('imports web-vitals only once the page is ready, then beacons each vital for the page’s owner', async () => {
  const reported = reportWebVitalsWhenReady();
  await flush();
  expect(loaded).not.toHaveBeenCalled();
  expect(callbacks).toHaveLength(0);

  document.documentElement.dataset.pageReady = 'true';
  await reported;
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(callbacks).toHaveLength(3); // LCP, INP and CLS

  callbacks[0]!({ name: 'LCP', value: 1234.5 });
  expect(navigator.sendBeacon).toHaveBeenCalledWith(
    VITALS_REPORT_PATH,
    JSON.stringify({ area: 'shell', version: 'main.0123456789.js', route: '/', metric: 'LCP', value: 1234.5 }),
  );
});
