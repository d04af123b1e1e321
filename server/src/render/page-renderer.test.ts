import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryFile } from '../registry/registry-file.ts';
import { sha384Integrity } from '../registry/integrity.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { SERVER_STATE_ID } from './html-document.ts';
import { INDEX_TEMPLATE as TEMPLATE } from './testing/index-template.ts';
import { createPageRenderer, type PageRendererOptions } from './page-renderer.ts';
import type { PageRequest, RenderedDocument } from './page-request.ts';

/** The HTML of a rendered page (not a move). */
function htmlOf(rendered: RenderedDocument | undefined): string {
  if (!rendered || !('html' in rendered)) throw new Error(`no page: ${JSON.stringify(rendered)}`);
  return rendered.html;
}

/**
 * A stand-in for the shell's Node build: what it answers depends on the
 * path, and it notes every call in calls.log beside itself, so a test can
 * count the renders the breaker let through.
 */
const FAKE_SHELL = `
const fs = require('node:fs');
// The API client's errors as a build bundles them (@shared/api-client's errors.ts).
class RequiredParameterError extends Error {
  constructor(parameter) { super('Required parameter "' + parameter + '" is missing.'); this.parameter = parameter; }
}
class FetchError extends Error { constructor(cause) { super('Fetch error'); this.cause = cause; } }
class ServerError extends Error { constructor() { super('Server error'); this.status = 500; } }
class ForbiddenError extends Error { constructor() { super('Forbidden'); this.status = 403; } }
/** Keeps the event loop busy in slices until the render is abandoned. */
async function spin(signal) {
  while (!signal.aborted) {
    const until = Date.now() + 20;
    while (Date.now() < until);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return new Promise(() => {});
}
exports.renderPage = async (input) => {
  const url = new URL(input.url);
  fs.appendFileSync(__dirname + '/calls.log', url.pathname + '\\n');
  // Today's shell with an address whose parameter is blank or malformed: its page's query refuses it.
  if (/^\\/(page|course|articles|profile\\/report-card|dehkhoda\\/entry)\\/[^/]*$/.test(url.pathname) && url.pathname !== '/page/static') {
    throw new RequiredParameterError('slug');
  }
  switch (url.pathname) {
    case '/api-down':
      throw new ServerError();
    case '/api-gone':
      throw new FetchError(new TypeError('fetch failed'));
    case '/api-refuses':
      throw new ForbiddenError();
    case '/api-late':
      // A page waiting on its data when the budget ends it: the API call is cut off.
      return new Promise((_, reject) =>
        input.signal.addEventListener('abort', () => reject(new FetchError(input.signal.reason))));
    case '/busy':
      return spin(input.signal);
    case '/boom':
      throw new Error('the shell broke\\n    at renderPage');
    case '/hang':
      return new Promise(() => {});
    case '/client':
      return { kind: 'client' };
    case '/private':
      return { kind: 'client', noindex: true };
    case '/alias':
      return { kind: 'moved', location: '/articles/a?x=1' };
    case '/article':
      return { kind: 'page', status: 200, owner: 'shell', html: '<main>مقاله</main>', styleTags: '',
        title: 'مقاله', signedIn: false, type: 'article', image: 'https://cdn.example.test/a.jpg', noindex: false,
        canonicalPath: '/articles/a', structuredData: [{ '@type': 'Article', headline: '</script>' }],
        hydration: { theme: input.theme, queries: [] } };
    case '/result':
      return { kind: 'page', status: 200, owner: 'shell', html: '<main>نتیجه</main>', styleTags: '',
        title: 'نتیجه', signedIn: false, noindex: true, canonicalPath: '//evil.example/x',
        hydration: { theme: input.theme, queries: [] } };
    case '/quiz': {
      const quiz = await input.loadArea('quiz');
      return { kind: 'page', status: 200, owner: 'quiz', page: 'QuizList', html: quiz.html, styleTags: '',
        title: 'آزمون‌ها', signedIn: false, hydration: { theme: input.theme, queries: [] } };
    }
    case '/quiz-busy':
      await input.loadArea('quiz');
      return spin(input.signal);
    case '/missing':
      return { kind: 'page', status: 404, owner: 'shell', html: '<p>پیدا نشد</p>', styleTags: '',
        title: 'پیدا نشد', signedIn: false };
    default:
      return { kind: 'page', status: 200, owner: 'shell', html: '<main>خانه</main>',
        styleTags: '<style>.home{}</style>', title: 'خانه', description: 'صفحهٔ اول', signedIn: false,
        hydration: { theme: input.theme, queries: [{ key: ['home'], data: '</script><!--' }] } };
  }
};`;

/** A shell build folder: index.html and the fake Node build. */
function fakeShellDir(): string {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(path.join(shellDir, 'server'));
  writeFileSync(path.join(shellDir, 'server', 'render.js'), FAKE_SHELL);
  writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  return shellDir;
}

/** The paths the fake shell was asked to render. */
function calls(shellDir: string): string[] {
  const log = path.join(shellDir, 'server', 'calls.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
}

const EMPTY_REGISTRY: RegistryFile = { revision: 1, areas: {}, history: [] };

/** Waits for what a render settles after answering (a late render's blame). */
async function until(condition: () => boolean, timeoutMs = 2_000) {
  const started = Date.now();
  while (!condition() && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 20));
}

function renderer(overrides: Partial<PageRendererOptions> = {}) {
  const shellDir = overrides.shellDir ?? fakeShellDir();
  const onFailure = jest.fn<void, Parameters<PageRendererOptions['onFailure']>>();
  const onFallback = jest.fn<void, Parameters<NonNullable<PageRendererOptions['onFallback']>>>();
  const breaker = new CircuitBreaker();
  const render = createPageRenderer({
    shellDir,
    indexHtml: readFileSync(path.join(shellDir, 'index.html'), 'utf8'),
    releaseFolder: () => '/nowhere',
    readRegistry: async () => EMPTY_REGISTRY,
    policy: { origins: [], overrides: false },
    apiBase: 'http://127.0.0.1:1/api',
    siteUrl: 'https://example.test',
    budgetMs: 50,
    onFailure,
    onFallback,
    breaker,
    ...overrides,
  });
  return { render, shellDir, onFailure, onFallback, breaker };
}

const request = (url: string, cookieHeader?: string): PageRequest => ({
  url,
  cookieHeader,
  forwardedFor: '203.0.113.7',
  cohort: 50,
});

function stateOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's').exec(html);
  return match && JSON.parse(match[1]!);
}

describe('createPageRenderer', () => {
  it('answers the shell document with the page, its head tags and its data', async () => {
    const { render, onFailure } = renderer();
    const rendered = await render(request('/about?ref=x', 'platform_theme=dark'));
    expect(rendered?.status).toBe(200);
    const html = htmlOf(rendered);
    expect(html).toContain('<title>خانه</title>');
    expect(html).toContain('<meta name="description" content="صفحهٔ اول" />');
    // The canonical address is the site's, without the query string.
    expect(html).toContain('<link rel="canonical" href="https://example.test/about" />');
    expect(html).toContain('<style>.home{}</style>');
    expect(html).toContain('data-theme="dark" data-server-theme="dark" data-session="out"');
    expect(html).toContain('<div id="root"><main>خانه</main></div>');
    expect(stateOf(html)).toEqual({
      theme: 'dark',
      queries: [{ key: ['home'], data: '</script><!--' }],
      registry: { areas: {}, origins: [], overrides: false },
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('writes the head the page declared: type, picture, canonical, robots rule and JSON-LD', async () => {
    const { render } = renderer();
    const html = htmlOf(await render(request('/article?utm=x')));
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.test/a.jpg" />');
    expect(html).toContain('<link rel="canonical" href="https://example.test/articles/a" />');
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"Article","headline":"\\u003c/script>"}</script>',
    );
  });

  it('says noindex for a page that asks, and never takes a canonical off the site', async () => {
    const { render } = renderer();
    const html = htmlOf(await render(request('/result')));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="canonical" href="https://example.test/result" />');
  });

  it('answers a move for an alias, and the unrendered shell marked noindex for a private page', async () => {
    const { render } = renderer();
    expect(await render(request('/alias'))).toEqual({ status: 301, location: '/articles/a?x=1' });
    const html = htmlOf(await render(request('/private')));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
    expect(await render(request('/client'))).toBeUndefined();
  });

  it("answers the page's status, and no state block for a page the browser renders afresh", async () => {
    const { render } = renderer();
    const rendered = await render(request('/missing'));
    expect(rendered?.status).toBe(404);
    expect(htmlOf(rendered)).toContain('<p>پیدا نشد</p>');
    expect(htmlOf(rendered)).not.toContain(SERVER_STATE_ID);
  });

  it('answers undefined and reports the reason when the shell throws', async () => {
    const { render, onFailure } = renderer();
    expect(await render(request('/boom'))).toBeUndefined();
    expect(onFailure).toHaveBeenCalledTimes(1);
    // Only the first line of the message. Under jest the build's Error is of another realm than the
    // renderer's (jest runs tests in a vm context, the build in Node's), so `instanceof Error` fails and
    // the reason reads "Error: …"; in the server both share one realm.
    expect(onFailure).toHaveBeenCalledWith({
      area: 'shell',
      version: 'shell',
      reason: expect.stringMatching(/^(Error: )?the shell broke$/),
    });
  });

  it('gives up on a render that outlasts the budget', async () => {
    const { render, onFailure } = renderer();
    const started = Date.now();
    expect(await render(request('/hang'))).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    // Whose fault it was is settled after the page has gone (the abandoned render is given a moment).
    await until(() => onFailure.mock.calls.length > 0);
    expect(onFailure).toHaveBeenCalledWith({ area: 'shell', version: 'shell', reason: 'the render took over 50 ms' });
  });

  it('stops calling the shell after three failures in a row', async () => {
    const { render, shellDir, onFailure, breaker } = renderer();
    for (let i = 0; i < 3; i++) expect(await render(request('/boom'))).toBeUndefined();
    expect(calls(shellDir)).toHaveLength(3);
    expect(breaker.openKeys()).toEqual(['shell@shell']);
    // Open: not even a page that would work is tried, and that is no new failure.
    expect(await render(request('/boom'))).toBeUndefined();
    expect(await render(request('/'))).toBeUndefined();
    expect(calls(shellDir)).toHaveLength(3);
    expect(onFailure).toHaveBeenCalledTimes(3);
  });

  it('answers undefined without a failure when the shell leaves the page to the browser', async () => {
    const { render, shellDir, onFailure, breaker } = renderer();
    for (let i = 0; i < 4; i++) expect(await render(request('/client'))).toBeUndefined();
    expect(calls(shellDir)).toHaveLength(4);
    expect(onFailure).not.toHaveBeenCalled();
    expect(breaker.openKeys()).toEqual([]);
  });

  it('answers undefined and reports when the shell folder has no Node build, and tries it again next time', async () => {
    const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    const { render, onFailure } = renderer({ shellDir });
    expect(await render(request('/'))).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ area: 'shell', reason: expect.stringMatching(/ENOENT/) }),
    );
    mkdirSync(path.join(shellDir, 'server'));
    writeFileSync(path.join(shellDir, 'server', 'render.js'), FAKE_SHELL);
    expect((await render(request('/')))?.status).toBe(200);
  });

  describe('what counts against a release', () => {
    /** Addresses anyone can send, whose route parameter is blank or malformed. */
    const BAD_ADDRESSES = [
      '/page/%20',
      '/course/%20',
      '/articles/%20',
      '/profile/report-card/%20',
      '/page/%09',
      '/page/%20%20%20',
      '/course/%0A',
      '/articles/%00',
      '/page/%E2%80%8B',
      '/page/%FF',
      '/dehkhoda/entry/%20',
    ];

    it('a burst of bad addresses opens no breaker and counts nothing: the next visitor gets a rendered page', async () => {
      const { render, onFailure, onFallback, breaker } = renderer({ budgetMs: 1_000 }); // nothing here is timed: a busy machine must not make a render late
      for (let round = 0; round < 5; round++) {
        await Promise.all(BAD_ADDRESSES.map((url) => render(request(url))));
      }
      expect(breaker.openKeys()).toEqual([]);
      expect(onFailure).not.toHaveBeenCalled();
      expect(onFallback).toHaveBeenCalledWith({ blame: 'client', reason: expect.stringMatching(/Required parameter/) });
      expect((await render(request('/')))?.status).toBe(200);
    });

    it("the API's failures and refusals are not the release's: the page is the browser's, the breaker stays shut", async () => {
      const { render, onFailure, onFallback, breaker } = renderer({ budgetMs: 1_000 }); // nothing here is timed: a busy machine must not make a render late
      for (let i = 0; i < 4; i++) {
        for (const url of ['/api-down', '/api-gone', '/api-refuses'])
          expect(await render(request(url))).toBeUndefined();
      }
      expect(breaker.openKeys()).toEqual([]);
      expect(onFailure).not.toHaveBeenCalled();
      expect(onFallback.mock.calls.map(([fallback]) => fallback.blame).slice(0, 3)).toEqual(['api', 'api', 'client']);
      expect((await render(request('/')))?.status).toBe(200);
    });

    it("a render over its budget while waiting on the API is the API's", async () => {
      const { render, onFailure, onFallback, breaker } = renderer();
      // The shell's build loaded first: on a busy machine its loading alone may outlast the short budget.
      await render(request('/'));
      for (let i = 0; i < 4; i++) expect(await render(request('/api-late'))).toBeUndefined();
      await until(() => onFallback.mock.calls.length === 4);
      expect(onFallback).toHaveBeenCalledWith({ blame: 'api', reason: 'the render took over 50 ms' });
      expect(onFailure).not.toHaveBeenCalled();
      expect(breaker.openKeys()).toEqual([]);
    });

    it("renders over their budget on a saturated server are the load's; alone, the release's", async () => {
      const { render, onFailure, onFallback } = renderer({ maxConcurrentRenders: 2 });
      await render(request('/'));
      await Promise.all([render(request('/busy')), render(request('/busy'))]);
      await until(() => onFallback.mock.calls.length === 2);
      expect(onFallback.mock.calls.map(([fallback]) => fallback.blame)).toEqual(['overload', 'overload']);
      expect(onFailure).not.toHaveBeenCalled();
      await render(request('/busy'));
      await until(() => onFailure.mock.calls.length === 1);
      expect(onFailure).toHaveBeenCalledWith({ area: 'shell', version: 'shell', reason: 'the render took over 50 ms' });
    });

    it("a render over its budget while a request waits in line for it is the load's too", async () => {
      const { render, onFailure, onFallback } = renderer({ maxConcurrentRenders: 1, maxWaitingRenders: 1 });
      await render(request('/'));
      // The second request waits a quarter of the budget for the busy render, then gets the browser's page.
      expect(await Promise.all([render(request('/busy')), render(request('/'))])).toEqual([undefined, undefined]);
      await until(() => onFallback.mock.calls.length === 1);
      expect(onFallback.mock.calls.map(([fallback]) => fallback.blame)).toEqual(['overload']);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('sheds renders beyond the ones it may run at once and the line: the browser renders those pages, nobody is blamed', async () => {
      const { render, shellDir, onFailure } = renderer({ maxConcurrentRenders: 2, maxWaitingRenders: 0 });
      const answers = await Promise.all([render(request('/hang')), render(request('/hang')), render(request('/'))]);
      expect(answers).toEqual([undefined, undefined, undefined]);
      expect(calls(shellDir)).toEqual(['/hang', '/hang']);
      // Once they are abandoned, the next one renders.
      expect((await render(request('/')))?.status).toBe(200);
      await until(() => onFailure.mock.calls.length === 2);
    });
  });

  describe('with an area', () => {
    /** A quiz release in the store: its Node build, manifest and scripts. */
    function quizRelease(renderJs = 'exports.html = "<main>آزمون‌ها</main>";') {
      const folder = mkdtempSync(path.join(tmpdir(), 'quiz-'));
      mkdirSync(path.join(folder, 'server'));
      writeFileSync(path.join(folder, 'server', 'render.js'), renderJs);
      writeFileSync(
        path.join(folder, 'mf-manifest.json'),
        JSON.stringify({ exposes: [{ name: 'QuizList', assets: { js: { sync: ['7.abc.js'] } } }] }),
      );
      writeFileSync(path.join(folder, 'remoteEntry.js'), 'var mf_quiz;');
      writeFileSync(path.join(folder, '7.abc.js'), '/* QuizList */');
      return folder;
    }

    /** Renderer options for a quiz 1.0.0 release pinned with its Node build's hash. */
    function pinnedQuiz(folder: string): Pick<PageRendererOptions, 'readRegistry' | 'releaseFolder'> {
      const integrity = sha384Integrity(readFileSync(path.join(folder, 'server', 'render.js')));
      return {
        readRegistry: async () => registryWith(integrity),
        releaseFolder: (area, version) => (area === 'quiz' && version === '1.0.0' ? folder : '/nowhere'),
      };
    }

    const registryWith = (serverIntegrity: string | undefined, integrity?: string): RegistryFile => ({
      revision: 2,
      areas: {
        quiz: {
          current: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json', serverIntegrity, integrity },
          past: [],
          changedAt: '2026-01-01T00:00:00.000Z',
          changedBy: 'test',
        },
      },
      history: [],
    });

    it("renders the area's page from its pinned Node build, with its scripts preloaded", async () => {
      const folder = quizRelease();
      const { render, onFailure } = renderer(pinnedQuiz(folder));
      const rendered = await render(request('/quiz'));
      expect(onFailure).not.toHaveBeenCalled();
      expect(htmlOf(rendered)).toContain('<div id="root"><main>آزمون‌ها</main></div>');
      expect(htmlOf(rendered)).toContain(
        `<link rel="preload" as="script" href="/releases/quiz/1.0.0/remoteEntry.js" integrity="${sha384Integrity(Buffer.from('var mf_quiz;'))}"`,
      );
      expect(htmlOf(rendered)).toContain('href="/releases/quiz/1.0.0/7.abc.js"');
    });

    it("does not count a release's first render here, which loaded its code, when it is late; the next one counts", async () => {
      const folder = quizRelease();
      const { render, onFailure, onFallback } = renderer(pinnedQuiz(folder));
      expect(await render(request('/quiz-busy'))).toBeUndefined();
      await until(() => onFallback.mock.calls.length > 0);
      expect(onFallback).toHaveBeenCalledWith({ blame: 'cold', reason: 'the render took over 50 ms' });
      expect(onFailure).not.toHaveBeenCalled();
      expect(await render(request('/quiz-busy'))).toBeUndefined();
      await until(() => onFailure.mock.calls.length > 0);
      expect(onFailure).toHaveBeenCalledWith({ area: 'quiz', version: '1.0.0', reason: 'the render took over 50 ms' });
      expect(onFallback).toHaveBeenCalledTimes(1);
    });

    it("loads a release's code when warmed up, so its first render counts like any other", async () => {
      const folder = quizRelease();
      const { render, onFailure, onFallback } = renderer(pinnedQuiz(folder));
      await render.warmUp();
      expect(await render(request('/quiz-busy'))).toBeUndefined();
      await until(() => onFailure.mock.calls.length > 0);
      expect(onFailure).toHaveBeenCalledWith({ area: 'quiz', version: '1.0.0', reason: 'the render took over 50 ms' });
      expect(onFallback).not.toHaveBeenCalled();
    });

    it("loads a newly promoted release's code at the first page after the change, before its own page", async () => {
      // Each notes beside itself when the server runs it, so the test waits for the load it expects, not a time.
      const renderJs = `require('node:fs').writeFileSync(__dirname + '/ran', ''); exports.html = '<main>آزمون‌ها</main>';`;
      const [first, promoted] = [quizRelease(renderJs), quizRelease(renderJs)];
      const integrity = sha384Integrity(readFileSync(path.join(first, 'server', 'render.js')));
      let registry = registryWith(integrity);
      const { render, onFailure, onFallback } = renderer({
        readRegistry: async () => registry,
        releaseFolder: (area, version) => (version === '1.0.1' ? promoted : first),
      });
      expect(htmlOf(await render(request('/')))).toContain('خانه');
      const current = {
        ...registry.areas.quiz!.current!,
        version: '1.0.1',
        entry: '/releases/quiz/1.0.1/mf-manifest.json',
      };
      registry = { ...registry, revision: 3, areas: { quiz: { ...registry.areas.quiz!, current } } };
      // A page of another area (here the shell's) is the first to see the promote: the new build loads meanwhile.
      expect(htmlOf(await render(request('/')))).toContain('خانه');
      await until(() => existsSync(path.join(promoted, 'server', 'ran')));
      expect(await render(request('/quiz-busy'))).toBeUndefined();
      await until(() => onFailure.mock.calls.length > 0);
      expect(onFailure).toHaveBeenCalledWith({ area: 'quiz', version: '1.0.1', reason: 'the render took over 50 ms' });
      expect(onFallback).not.toHaveBeenCalled();
    });

    it('never sends a page whose release files the static guard would refuse: the browser gets the shell', async () => {
      const folder = quizRelease();
      const integrity = sha384Integrity(readFileSync(path.join(folder, 'server', 'render.js')));
      let changed: string[] = [];
      const asked: string[][] = [];
      const { render, onFailure, breaker } = renderer({
        readRegistry: async () => registryWith(integrity),
        releaseFolder: () => folder,
        releaseFiles: {
          changedFiles: async (_area, _version, files) => {
            asked.push([...files]);
            return changed.filter((file) => files.length === 0 || files.includes(file));
          },
          verifyRelease: async () => [],
        },
      });
      expect((await render(request('/quiz')))?.status).toBe(200);
      // The page's entry, manifest and chunks are checked before it is sent.
      expect(asked.at(-1)).toEqual(['mf-manifest.json', 'remoteEntry.js', '7.abc.js']);
      changed = ['7.abc.js'];
      for (let i = 0; i < 4; i++) expect(await render(request('/quiz'))).toBeUndefined();
      // Not the release's render failing: no failure counted, no breaker (the guard reports the tamper).
      expect(onFailure).not.toHaveBeenCalled();
      expect(breaker.openKeys()).toEqual([]);
      changed = [];
      expect((await render(request('/quiz')))?.status).toBe(200);
    });

    it('blames the area, not the shell, when its Node build is not the pinned one', async () => {
      const folder = quizRelease();
      const { render, onFailure, breaker } = renderer({
        readRegistry: async () => registryWith(sha384Integrity(Buffer.from('other bytes'))),
        releaseFolder: () => folder,
      });
      expect(await render(request('/quiz'))).toBeUndefined();
      expect(onFailure).toHaveBeenCalledWith({
        area: 'quiz',
        version: '1.0.0',
        reason: expect.stringMatching(/does not match the integrity pinned/),
      });
      for (let i = 0; i < 2; i++) await render(request('/quiz'));
      expect(breaker.openKeys()).toEqual(['quiz@1.0.0']);
      // The shell's own pages still render.
      expect((await render(request('/')))?.status).toBe(200);
    });

    it('does not render a release whose remote entry the browser would refuse', async () => {
      const folder = quizRelease();
      const serverIntegrity = sha384Integrity(readFileSync(path.join(folder, 'server', 'render.js')));
      const { render, onFailure } = renderer({
        readRegistry: async () => registryWith(serverIntegrity, sha384Integrity(Buffer.from('the promoted entry'))),
        releaseFolder: () => folder,
      });
      expect(await render(request('/quiz'))).toBeUndefined();
      expect(onFailure).toHaveBeenCalledWith({
        area: 'quiz',
        version: '1.0.0',
        reason: expect.stringMatching(/remoteEntry\.js does not match the integrity pinned/),
      });
    });

    it('leaves a release without a pinned Node build to the browser, quietly: nothing is broken', async () => {
      const { render, onFailure, breaker } = renderer({
        readRegistry: async () => registryWith(undefined),
        releaseFolder: () => quizRelease(),
      });
      for (let i = 0; i < 4; i++) expect(await render(request('/quiz'))).toBeUndefined();
      expect(onFailure).not.toHaveBeenCalled();
      expect(breaker.openKeys()).toEqual([]);
    });
  });
});
