import { errorAnswerProblem, leakIn, readableText, type Answer } from './answer-text.ts';

const ORIGIN = 'http://127.0.0.1:8327';
const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const html = (status: number, body: string): Answer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});

describe('reading an error answer', () => {
  it("takes a page's visible text, not its scripts' JSON", () => {
    const page = html(404, '<h1>صفحه پیدا نشد</h1><script id="server-state">{"error":"Not Found"}</script>');
    expect(readableText(page)).toBe('صفحه پیدا نشد');
    expect(errorAnswerProblem(page, ORIGIN)).toBeUndefined();
  });

  it('names the framework code, the English message, the internal address or the echoed URL', () => {
    const badUrl = json(400, { code: 'FST_ERR_BAD_URL', message: "'/%E0%A4%A' is not a valid url component" });
    expect(errorAnswerProblem(badUrl, ORIGIN)).toBe('400 shows «FST_ERR_BAD_URL»');
    expect(errorAnswerProblem(json(500, { message: 'connect ECONNREFUSED 127.0.0.1:3100' }), ORIGIN)).toBe(
      '500 shows «ECONNREFUSED»',
    );
    expect(errorAnswerProblem(json(422, { message: 'ورودی نامعتبر: می‌بایست string می‌بود' }), ORIGIN)).toBe(
      '422 shows «string»',
    );
    expect(errorAnswerProblem(json(404, { message: 'نشانی %ZZ پیدا نشد' }), ORIGIN, '%ZZ')).toBe('404 echoes «%ZZ»');
    expect(errorAnswerProblem({ status: 431, headers: {}, body: '' }, ORIGIN)).toBe(
      '431 is not Persian: «(empty body)»',
    );
  });

  it("allows the site's own origin, which canonical links name", () => {
    expect(leakIn(`پیوند ${ORIGIN}/course/a`, ORIGIN)).toBeUndefined();
    expect(leakIn('API at 127.0.0.1:3100', ORIGIN)).toBe('127.0.0.1:3100');
  });
});
