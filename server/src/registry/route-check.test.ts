import type { AreaRouteTable, ShellRouteTable } from '@shared/registry';
import { routeTableProblems, type SiteRouteTables } from './route-check.ts';

const row = (path: string, page = 'Page') => ({ path, page, layout: 'default' as const, title: 'صفحه' });
const table = (prefixes: string[], paths: string[], links: string[] = []): AreaRouteTable => ({
  prefixes,
  routes: paths.map((path) => row(path)),
  links,
});
const shell: ShellRouteTable = { routes: [row('/'), row('/page/:slug'), row('/s/:key')], links: ['/quiz'] };
const site = (areas: SiteRouteTables['areas']): SiteRouteTables => ({ shell, areas });

describe('routeTableProblems', () => {
  const blog = table(['/articles', '/landing/sponsors'], ['/articles', '/articles/:slug'], ['/quiz/:slug']);

  it.each([
    ['the same prefix', ['/articles'], /prefix \/articles collides with \/articles of the blog area/],
    ['a prefix below another area’s', ['/articles/quiz'], /\/articles\/quiz collides with \/articles/],
    ['a prefix above another area’s', ['/landing'], /\/landing collides with \/landing\/sponsors/],
    ['a prefix over a shell page', ['/page'], /prefix \/page covers the shell's page \/page\/:slug/],
    ['a prefix over a shell page with a parameter', ['/s'], /covers the shell's page \/s\/:key/],
  ])('refuses %s', (_case, prefixes, problem) => {
    const quiz = table(['/quiz', ...prefixes], ['/quiz', '/quiz/:slug']);
    expect(routeTableProblems('quiz', quiz, site({ blog: [blog] })).join('\n')).toMatch(problem);
  });

  it.each([
    ['a sibling prefix', ['/landing/mahaExam']],
    ['a prefix that only starts with the same letters', ['/article']],
  ])('accepts %s', (_case, prefixes) => {
    const quiz = table(['/quiz', ...prefixes], ['/quiz', '/quiz/:slug']);
    expect(routeTableProblems('quiz', quiz, site({ blog: [blog] }))).toEqual([]);
  });

  it('refuses to stop serving a page the shell or another area links to, and says who links', () => {
    const quiz = table(['/quiz'], ['/quiz/run/:code']);
    expect(routeTableProblems('quiz', quiz, site({ blog: [blog] }))).toEqual([
      "it no longer serves /quiz, which the shell's menus link to",
      'it no longer serves /quiz/:slug, which the blog area links to',
    ]);
  });

  it('counts a linked page as served by a route with a parameter where the link has a fixed segment', () => {
    const linksToFixed: AreaRouteTable = { ...blog, links: ['/quiz/math-7'] };
    const quiz = table(['/quiz'], ['/quiz', '/quiz/:slug']);
    expect(routeTableProblems('quiz', quiz, site({ blog: [linksToFixed] }))).toEqual([]);
  });

  it('refuses to give up a prefix that held a linked page', () => {
    const before = table(['/quiz', '/question'], ['/quiz', '/quiz/:slug', '/question']);
    const after = table(['/quiz'], ['/quiz', '/quiz/:slug']);
    const withLink: ShellRouteTable = { ...shell, links: ['/quiz', '/question'] };
    expect(routeTableProblems('quiz', after, { shell: withLink, areas: { quiz: [before] } })).toEqual([
      "it no longer serves /question, which the shell's menus link to",
    ]);
  });

  it('ignores links to areas this release has nothing to do with', () => {
    const quiz = table(['/quiz'], ['/quiz', '/quiz/:slug']);
    const linksElsewhere: ShellRouteTable = { ...shell, links: ['/quiz', '/dehkhoda'] };
    expect(routeTableProblems('quiz', quiz, { shell: linksElsewhere, areas: {} })).toEqual([]);
  });
});
