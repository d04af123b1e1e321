import { createHash, webcrypto } from 'node:crypto';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import federationRuntimePlugin from './federation-runtime-plugin.ts';
import { downloadManifestEarly } from './manifest-download.ts';
import { trustRelease } from './trust.ts';

type CreateScript = NonNullable<ModuleFederationRuntimePlugin['createScript']>;
type Fetch = NonNullable<ModuleFederationRuntimePlugin['fetch']>;

const plugin = federationRuntimePlugin();
const createScript = plugin.createScript as CreateScript;
const pluginFetch = plugin.fetch as Fetch;
const base = 'https://madrese.example/releases/quiz/1.1.0/';
const manifestBody = '{"name":"mf_quiz"}';
const integrity = `sha384-${'Q'.repeat(64)}`;
const remoteInfo = { name: 'mf_quiz' } as Parameters<Fetch>[2];

function scriptFor(url: string, resourceType: 'remoteEntry' | 'js') {
  const result = createScript({
    url,
    remoteInfo: remoteInfo!,
    resourceContext: { initiator: 'loadRemote', id: 'mf_quiz/QuizList', resourceType, url },
  });
  return (result as { script: HTMLScriptElement }).script;
}

describe('federation runtime plugin', () => {
  beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));

  beforeEach(() => {
    trustRelease('mf_quiz', {
      area: 'quiz',
      version: '1.1.0',
      manifestUrl: `${base}mf-manifest.json`,
      integrity,
      manifestIntegrity: `sha384-${createHash('sha384').update(manifestBody).digest('base64')}`,
    });
  });

  it('loads the named entry with the registry integrity and crossorigin', () => {
    const script = scriptFor(`${base}remoteEntry.js`, 'remoteEntry');
    expect(script.integrity).toBe(integrity);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('refuses an entry the registry did not name', () => {
    expect(() => scriptFor('https://evil.example/remoteEntry.js', 'remoteEntry')).toThrow(/Refused entry/);
  });

  it("refuses to run a pinned release's chunks outside its verified entry", () => {
    expect(() => scriptFor(`${base}__federation_expose_QuizList.abc.js`, 'js')).toThrow(/verified entry/);
  });

  it('lets an unpinned release (a dev server) preload its chunks', () => {
    trustRelease('mf_quiz', { area: 'quiz', version: '0.0.0', manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json' });
    const script = scriptFor('http://127.0.0.1:3002/__federation_expose_QuizList.js', 'js');
    expect(script.src).toBe('http://127.0.0.1:3002/__federation_expose_QuizList.js');
    expect(script.integrity).toBeFalsy();
  });

  it('fetches the named manifest and refuses it when its bytes changed', async () => {
    const realFetch = globalThis.fetch;
    let body = manifestBody;
    globalThis.fetch = async () => new Response(body, { status: 200 });
    try {
      const response = (await pluginFetch(`${base}mf-manifest.json`, {}, remoteInfo)) as Response;
      expect(await response.text()).toBe(manifestBody);
      body = '{"name":"mf_quiz","changed":true}';
      await expect(pluginFetch(`${base}mf-manifest.json`, {}, remoteInfo)).rejects.toThrow(/do not match/);
      await expect(pluginFetch('https://evil.example/mf-manifest.json', {}, remoteInfo)).rejects.toThrow(
        /Refused manifest/,
      );
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('takes the manifest the shell started downloading early, once, and still checks its bytes', async () => {
    const realFetch = globalThis.fetch;
    const requests: string[] = [];
    let body = '{"name":"mf_quiz","changed":true}';
    globalThis.fetch = async (url) => {
      requests.push(String(url));
      return new Response(body, { status: 200 });
    };
    try {
      downloadManifestEarly(`${base}mf-manifest.json`);
      downloadManifestEarly(`${base}mf-manifest.json`);
      body = manifestBody;
      // The early download carries the changed bytes: the registry's integrity still refuses them.
      await expect(pluginFetch(`${base}mf-manifest.json`, {}, remoteInfo)).rejects.toThrow(/do not match/);
      // Taken once: the loader's retry fetches anew, and gets good bytes.
      const response = (await pluginFetch(`${base}mf-manifest.json`, {}, remoteInfo)) as Response;
      expect(await response.text()).toBe(manifestBody);
      expect(requests).toEqual([`${base}mf-manifest.json`, `${base}mf-manifest.json`]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('bounds an early download from when the runtime takes it: one that never answers fails after 4 s', async () => {
    const realFetch = globalThis.fetch;
    jest.useFakeTimers();
    globalThis.fetch = () => new Promise<Response>(() => undefined);
    try {
      // A release of its own: the early download of another test's manifest was taken already.
      const url = 'https://madrese.example/releases/quiz/1.2.0/mf-manifest.json';
      trustRelease('mf_quiz', { area: 'quiz', version: '1.2.0', manifestUrl: url });
      downloadManifestEarly(url); // no clock of its own: the runtime may arrive much later
      jest.advanceTimersByTime(60_000);
      const taking = pluginFetch(url, {}, remoteInfo) as Promise<Response>;
      const outcome = expect(taking).rejects.toThrow(/did not answer within 4000 ms/);
      await jest.advanceTimersByTimeAsync(4000);
      await outcome;
    } finally {
      jest.useRealTimers();
      globalThis.fetch = realFetch;
    }
  });
});
