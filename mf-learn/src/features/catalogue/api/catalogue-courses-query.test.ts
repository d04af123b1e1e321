import { courseListQuery } from '../../../api/course-queries.ts';
import { catalogueCoursesQuery } from './catalogue-courses-query.ts';

describe('catalogueCoursesQuery', () => {
  it('asks for the page of the list’s filters, and for no search when the address has none', () => {
    const route = { base: '/learn', grade: 'grade-7', search: '', teacher: 3, category: 'math', page: 2 };
    expect(catalogueCoursesQuery(route).queryKey).toEqual(
      courseListQuery({ grade: 'grade-7', teacher: 3, category: 'math', page: 2 }).queryKey,
    );
    expect(catalogueCoursesQuery({ ...route, branch: 'math-physics', search: 'جبر' }).queryKey).toEqual(
      courseListQuery({
        grade: 'grade-7',
        branch: 'math-physics',
        search: 'جبر',
        teacher: 3,
        category: 'math',
        page: 2,
      }).queryKey,
    );
  });
});
