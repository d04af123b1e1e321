import type { RemotesDocumentInput } from '@shared/registry';
import { areaRoutesOf } from './area-routes.ts';

const document = (version: string): RemotesDocumentInput => ({
  areas: {
    quiz: {
      version,
      entry: `/releases/quiz/${version}/mf-manifest.json`,
      routes: {
        prefixes: ['/quiz'],
        routes: [{ path: '/quiz', page: 'QuizList', title: 'آزمون‌ها', layout: 'default' }],
      },
    },
  },
  origins: [],
  overrides: false,
});

describe('areaRoutesOf', () => {
  it("tags each area's rows with the area, in one list per document", () => {
    const first = document('1.0.0');
    expect(areaRoutesOf(first)).toEqual([
      { path: '/quiz', page: 'QuizList', title: 'آزمون‌ها', layout: 'default', area: 'quiz' },
    ]);
    expect(areaRoutesOf(first)).toBe(areaRoutesOf(first));
    expect(areaRoutesOf(document('1.0.0'))).not.toBe(areaRoutesOf(first));
  });
});
