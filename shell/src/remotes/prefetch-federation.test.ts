import { federationRuntime } from './area-releases.ts';
import { prefetchFederationWhenIdle } from './prefetch-federation.ts';

jest.mock('./area-releases.ts', () => ({ federationRuntime: jest.fn(() => Promise.resolve()) }));

const runtime = jest.mocked(federationRuntime);
const setSaveData = (saveData: boolean) =>
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  runtime.mockClear();
  setSaveData(false);
  delete document.documentElement.dataset.pageReady;
});
afterEach(() => jest.useRealTimers());

it('downloads the federation runtime only once the page is loaded and ready and the browser is idle', async () => {
  setReadyState('loading');
  prefetchFederationWhenIdle();
  window.dispatchEvent(new Event('load'));
  await jest.runAllTimersAsync();
  expect(runtime).not.toHaveBeenCalled();
  document.documentElement.dataset.pageReady = 'true';
  await jest.runAllTimersAsync();
  expect(runtime).toHaveBeenCalledTimes(1);
});

it('does nothing for a visitor who asked to save data: the first area brings the runtime', async () => {
  setSaveData(true);
  setReadyState('complete');
  document.documentElement.dataset.pageReady = 'true';
  prefetchFederationWhenIdle();
  await jest.runAllTimersAsync();
  expect(runtime).not.toHaveBeenCalled();
});
