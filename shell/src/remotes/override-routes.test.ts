import type { RemotesDocument } from '@shared/registry';
import type { Candidate } from './area-releases.ts';
import { withOverrideRoutes } from './override-routes.ts';

const registered: RemotesDocument = {
  areas: {
    quiz: {
      version: '1.4.0',
      entry: '/releases/quiz/1.4.0/mf-manifest.json',
      routes: {
        prefixes: ['/quiz'],
        routes: [{ path: '/quiz', page: 'QuizList', title: 'آزمون‌ها', layout: 'default' }],
        links: [],
      },
    },
  },
  origins: [],
  overrides: true,
};

const devServer: Candidate = {
  area: 'quiz',
  role: 'override',
  version: '0.0.0-override',
  manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json',
};

const withNewPage = {
  prefixes: ['/quiz'],
  routes: [
    { path: '/quiz', page: 'QuizList', title: 'آزمون‌ها', layout: 'default' },
    { path: '/quiz/weekly', page: 'WeeklyQuiz', title: 'آزمون هفته', layout: 'default' },
  ],
};

describe("an overridden area's routes", () => {
  let fetchMock: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("are the dev server's own table, so a page just added there opens in the production site", async () => {
    fetchMock.mockResolvedValue(Response.json(withNewPage));
    const document = await withOverrideRoutes(registered, [devServer]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://127.0.0.1:3002/routes.json');
    expect(document.areas.quiz?.routes?.routes.map((route) => route.path)).toEqual(['/quiz', '/quiz/weekly']);
    // Only the table changes: the registered release is still what a fallback would be.
    expect(document.areas.quiz?.version).toBe('1.4.0');
    expect(registered.areas.quiz?.routes?.routes).toHaveLength(1);
  });

  it("stay the registered release's when the dev server has no valid table, with a warning naming it", async () => {
    fetchMock.mockResolvedValueOnce(new Response('not found', { status: 404 }));
    expect((await withOverrideRoutes(registered, [devServer])).areas.quiz).toEqual(registered.areas.quiz);
    fetchMock.mockResolvedValueOnce(Response.json({ prefixes: ['/quiz'], routes: [{ path: '/blog', page: 'X' }] }));
    expect((await withOverrideRoutes(registered, [devServer])).areas.quiz).toEqual(registered.areas.quiz);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('override of quiz: no route table at http://127.0.0.1:3002'),
    );
  });

  it('ask nothing when no area is overridden', async () => {
    expect(await withOverrideRoutes(registered, [])).toBe(registered);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
