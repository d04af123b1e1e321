import { routes } from '../mf-quiz/src/routes.ts';
import { overrideLink } from './override-link.ts';

describe('the link dev:site prints', () => {
  it("opens the area's first page on the site with the override to its dev server, which the shell reads", () => {
    const link = new URL(
      overrideLink(new URL('https://staging.example/anything'), { area: 'quiz', devPort: 4102, routes }),
    );
    expect(link.origin).toBe('https://staging.example');
    expect(link.pathname).toBe('/quiz');
    expect(link.searchParams.get('mf-override')).toBe('quiz@http://127.0.0.1:4102/mf-manifest.json');
  });

  it('skips pages with parameters', () => {
    const routes = {
      prefixes: ['/question'],
      routes: [
        { path: '/question/:code', page: 'Question', title: 'سؤال', layout: 'default' as const },
        { path: '/question/bank', page: 'Bank', title: 'بانک سؤال', layout: 'default' as const },
      ],
      links: [],
    };
    const link = overrideLink(new URL('http://127.0.0.1:8080'), { area: 'quiz', devPort: 3002, routes });
    expect(new URL(link).pathname).toBe('/question/bank');
  });
});
