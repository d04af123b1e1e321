import { hasServerState, headingTexts, renderedPageProblem } from './rendered-page.ts';

const STATE = '<script type="application/json" id="server-state">{"queries":{}}</script>';
const page = (body: string, state = STATE) => `<html><body><div id="root">${body}</div>${state}</body></html>`;

describe('headingTexts', () => {
  it('reads the text of each <h1>, without tags or React text separators, entities decoded', () => {
    const html = page(
      '<h1 class="a"><bdi>خودآموزی <!-- -->آنلاین</bdi></h1><p>x</p><H1>Tom &amp; Jerry&#x27;s &#1575;</H1>',
    );
    expect(headingTexts(html)).toEqual(['خودآموزی آنلاین', "Tom & Jerry's ا"]);
  });

  it('is empty for a document without <h1>', () => {
    expect(headingTexts(page('<h2>not a title</h2>'))).toEqual([]);
  });
});

describe('hasServerState', () => {
  it('finds the server-state block and nothing else', () => {
    expect(hasServerState(page(''))).toBe(true);
    expect(hasServerState(page('', '<script type="application/json" id="other">{}</script>'))).toBe(false);
  });
});

describe('renderedPageProblem', () => {
  const rendered = page('<h1><bdi>آب</bdi></h1>');

  it('accepts a 200 page with its title in an <h1> and the server-state block', () => {
    expect(renderedPageProblem({ status: 200, html: rendered }, 'آب')).toBeUndefined();
  });

  it('names a status other than 200', () => {
    expect(renderedPageProblem({ status: 404, html: rendered }, 'آب')).toMatch(/HTTP 404/);
  });

  it('calls a page without the server-state block the client shell fallback', () => {
    const shell = '<html><body><div id="root"></div><script src="/main.js"></script></body></html>';
    expect(renderedPageProblem({ status: 200, html: shell }, 'آب')).toMatch(/fell back to the client shell/);
    expect(renderedPageProblem({ status: 200, html: page('<h1>آب</h1>', '') }, 'آب')).toMatch(/server-state/);
  });

  it('names the headings it found when none has the title', () => {
    expect(renderedPageProblem({ status: 200, html: page('<h1>صفحه پیدا نشد</h1>') }, 'آب')).toBe(
      'has no <h1> with «آب» (headings found: «صفحه پیدا نشد»)',
    );
  });
});
