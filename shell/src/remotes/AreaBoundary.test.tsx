import { screen } from '@testing-library/react';
import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import { renderShell } from '../pages/testing/render-shell.tsx';
import { activate } from './area-releases.ts';
import { AreaBoundary } from './AreaBoundary.tsx';
import { AreaLoadError } from './load-area-page.ts';

const sendBeacon = jest.fn<boolean, [string, string]>(() => true);
const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as unknown }));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

beforeAll(() => {
  activate({
    area: 'quiz',
    role: 'current',
    version: '1.5.0',
    manifestUrl: 'http://localhost/releases/quiz/1.5.0/mf-manifest.json',
  });
});
beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => delete (navigator as { sendBeacon?: unknown }).sendBeacon);

describe('AreaBoundary', () => {
  it('sends a crash beacon with the release and the route pattern when the page throws, and shows the fallback', () => {
    renderShell(
      <AreaBoundary area="quiz" route="/quiz/run/:code" onRetry={() => undefined}>
        <Throws error={new Error('Cannot read properties of undefined (reading "title")\nat QuizRun')} />
      </AreaBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'بخش «آزمون‌ها» الان در دسترس نیست' })).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        url: LOAD_FAILURE_REPORT_PATH,
        body: {
          kind: 'crash',
          area: 'quiz',
          version: '1.5.0',
          route: '/quiz/run/:code',
          reason: 'Cannot read properties of undefined (reading "title")',
        },
      },
    ]);
  });

  it('sends no crash beacon for a load failure: the loader reported it already', () => {
    renderShell(
      <AreaBoundary area="quiz" route="/quiz" onRetry={() => undefined}>
        <Throws error={new AreaLoadError('quiz', '1.5.0', new Error('chunk'))} />
      </AreaBoundary>,
    );
    expect(sent()).toEqual([]);
  });
});
