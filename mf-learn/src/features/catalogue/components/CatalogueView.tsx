import { usePageTitle, PageHeader } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { catalogueCoursesQuery } from '../api/catalogue-courses-query.ts';
import { isFiltered } from '../hooks/catalogue-route.ts';
import { catalogueTitle, useCatalogueNames } from '../hooks/use-catalogue-names.ts';
import { useCatalogueRoute } from '../hooks/use-catalogue-route.ts';
import { useTeacherName } from '../hooks/use-teacher-name.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { CatalogueTotals } from './CatalogueTotals.tsx';
import { CourseResults } from './CourseResults.tsx';
import { FilterSelects } from './FilterSelects.tsx';
import { GradeChips } from './GradeChips.tsx';
import { SearchForm } from './SearchForm.tsx';

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The course lists: all courses (/learn, /courses), a grade's or a branch's,
 * searched and filtered by teacher, a page at a time; the state is the address.
 */
export function CatalogueView() {
  const route = useCatalogueRoute();
  const names = useCatalogueNames(route);
  const results = useQuery(catalogueCoursesQuery(route));
  const filteredByPlace = Boolean(route.grade || route.branch || route.category);
  const title = filteredByPlace && names.pending ? 'دوره‌ها' : catalogueTitle(names);
  usePageTitle(filteredByPlace && !names.pending ? title : undefined);
  const teacherName = useTeacherName(route.teacher);

  return (
    <>
      <PageHeader size="medium" title={title} description={isFiltered(route) ? undefined : <CatalogueTotals />} />
      <Filters>
        <GradeChips route={route} />
        <SearchForm key={route.search} route={route} />
        <FilterSelects route={route} teacherName={teacherName} />
        <ActiveFilters route={route} teacherName={teacherName} categoryName={names.category} />
      </Filters>
      <CourseResults route={route} query={results} />
    </>
  );
}
