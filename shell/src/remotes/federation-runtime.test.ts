import { activate, federationRuntime, FederationUnavailableError, type Candidate } from './area-releases.ts';
import { startFederation } from './federation.ts';

jest.mock('./federation.ts', () => ({ startFederation: jest.fn() }));

const start = jest.mocked(startFederation);
const release = (version: string): Candidate => ({
  area: 'quiz',
  role: 'current',
  version,
  manifestUrl: `https://madrese.example/releases/quiz/${version}/mf-manifest.json`,
});

it('registers the releases chosen before it loaded, then each new choice, and after a failed start tries again', async () => {
  const registerRemotes = jest.fn();
  activate(release('1.0.0')); // chosen before the runtime is there: nothing to register with yet
  start.mockImplementationOnce(() => {
    throw new Error('runtime broke');
  });
  await expect(federationRuntime()).rejects.toBeInstanceOf(FederationUnavailableError);

  start.mockReturnValue({ registerRemotes } as unknown as ReturnType<typeof startFederation>);
  await expect(federationRuntime()).resolves.toBeDefined();
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mf_quiz', entry: 'https://madrese.example/releases/quiz/1.0.0/mf-manifest.json' }],
    { force: false },
  );
  // A change of release once the runtime runs replaces the one registered.
  activate(release('0.9.0'));
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_quiz', entry: 'https://madrese.example/releases/quiz/0.9.0/mf-manifest.json' }],
    { force: true },
  );
  expect(start).toHaveBeenCalledTimes(2);
});
