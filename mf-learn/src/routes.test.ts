/** @jest-environment node */
import {
  courseDetailsQuery,
  courseIndexQuery,
  educationBranchesQuery,
  educationGradesQuery,
  sectionIndexQuery,
} from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { declaredBy, describePageQueries, keysOf } from '@shared/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { courseContentQuery, courseListQuery } from './api/course-queries.ts';
import { routes } from './routes.ts';
import { BRANCHES, courseCard, coursePage, GRADES } from './testing/learn-fixtures.ts';
import { LEARN } from './testing/render-learn.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const declared = declaredBy(routes);

describePageQueries('learn', {
  kit: LEARN,
  table: routes,
  pages: [
    '/courses',
    '/learn?search=%20%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C%20&teacher=%DB%B3&page=2',
    '/learn?grade=grade-7&category=math',
    '/learn/grade/grade-7?branch=math-physics&page=%DB%B2',
    '/learn/branch/math-physics',
    '/learn/math-grade-7',
    '/course/math-grade-7',
    '/education-grade',
    '/education-grade/grade-7?page=3',
    '/course/roadmap',
    '/course/sections/math-grade-7-1',
    '/course/content/math-grade-7/math-grade-7-1-1',
    '/course/content/math-grade-7-1-1',
    '/teacher/%DB%B1%DB%B2?page=2',
    '/master/12',
  ],
});

describe('the queries the learn pages declare', () => {
  it('reads a course list’s filters as the list does, with the names its heading needs', () => {
    expect(keysOf(declared('/learn/grade/grade-7?branch=math-physics&search=%20x%20&teacher=%DB%B3&page=2'))).toEqual(
      keysOf([
        courseListQuery({ grade: 'grade-7', branch: 'math-physics', search: 'x', teacher: 3, page: 2 }),
        educationGradesQuery(),
        educationBranchesQuery(),
      ]),
    );
    expect(keysOf(declared('/courses?category=math&page=0'))).toEqual(
      keysOf([courseListQuery({ category: 'math', page: 1 })]),
    );
  });

  it('declares the grade pages, the roadmap, a chapter, a lesson and a teacher from their addresses', () => {
    expect(keysOf(declared('/education-grade'))).toEqual(keysOf([educationGradesQuery(), educationBranchesQuery()]));
    expect(keysOf(declared('/education-grade/grade-7?page=%DB%B3'))).toEqual(
      keysOf([educationGradesQuery(), courseListQuery({ grade: 'grade-7', page: 3 })]),
    );
    expect(keysOf(declared('/course/roadmap'))).toEqual(keysOf([educationGradesQuery(), courseIndexQuery()]));
    expect(keysOf(declared('/course/sections/s1'))).toEqual(keysOf([sectionIndexQuery('s1')]));
    expect(keysOf(declared('/course/content/c1/l1'))).toEqual(keysOf([courseContentQuery('l1', 'c1')]));
    expect(keysOf(declared('/course/content/l1'))).toEqual(keysOf([courseContentQuery('l1')]));
    expect(keysOf(declared('/learn/c1'))).toEqual(keysOf([courseDetailsQuery('c1')]));
    expect(keysOf(declared('/teacher/12'))).toEqual(keysOf([courseListQuery({ teacher: 12, page: 1 })]));
  });

  it('declares nothing for a teacher address that is no id', () => {
    expect(declared('/teacher/abc')).toEqual([]);
  });

  describe('what the pages call «not found»', () => {
    const api = withTestServer();
    beforeEach(() => {
      api.reset();
      api.answer('/front/education/grade', { status: 200, body: { data: GRADES } });
      api.answer('/front/education/branch', { status: 200, body: { data: BRANCHES } });
    });

    const fetchAll = (url: string) => Promise.all(declared(url).map((query) => new QueryClient().fetchQuery(query)));

    it('an unknown grade or branch fails its fetch as a 404, so the server answers «not found»', async () => {
      api.answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
      await expect(fetchAll('/education-grade/grade-99')).rejects.toMatchObject({ status: 404 });
      await expect(fetchAll('/learn/grade/grade-99')).rejects.toMatchObject({ status: 404 });
      await expect(fetchAll('/learn/branch/nope')).rejects.toMatchObject({ status: 404 });
      await expect(fetchAll('/learn/grade/grade-7?branch=math-physics')).resolves.toHaveLength(3);
    });

    it('a teacher with no course fails as a 404; one with courses is their list', async () => {
      api.answer('/front/course/get-courses', { status: 200, body: coursePage([]) });
      await expect(fetchAll('/teacher/99')).rejects.toMatchObject({ status: 404 });
      api.answer('/front/course/get-courses', { status: 200, body: coursePage([courseCard(1)]) });
      await expect(fetchAll('/teacher/1')).resolves.toEqual([coursePage([courseCard(1)])]);
    });
  });
});
