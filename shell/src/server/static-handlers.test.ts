import type { SiteRoute } from '../site-map/shell-routes.ts';
import { staticHandlerFor } from './static-handlers.ts';

const quizList: SiteRoute = { area: 'quiz', page: 'QuizList', path: '/quiz', title: 'آزمون‌ها', layout: 'default' };

describe("the router's static handler of a set of area pages", () => {
  it('is made once for the same pages, as the registry gives them again', () => {
    const first = staticHandlerFor([quizList], false);
    // A new array of equal rows: each render reads the registry afresh.
    expect(staticHandlerFor([{ ...quizList }], false)).toBe(first);
  });

  it('is another for other pages, or for the 404 page alone', () => {
    const first = staticHandlerFor([quizList], false);
    expect(staticHandlerFor([{ ...quizList, path: '/quizzes' }], false)).not.toBe(first);
    expect(staticHandlerFor([quizList], true)).not.toBe(first);
  });

  it('routes each request it is asked, holding nothing of the last one', async () => {
    const handler = staticHandlerFor([quizList], false);
    const matched = async (url: string) => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw new Error(`answered ${context.status}`);
      return context.matches.map((match) => match.route.path).filter(Boolean);
    };
    expect(await matched('https://site.example/quiz')).toEqual(['/quiz']);
    expect(await matched('https://site.example/nowhere')).toEqual(['*']);
  });
});
