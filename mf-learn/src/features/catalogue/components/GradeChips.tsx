import { educationGradesQuery } from '@shared/api-client';
import { Chip, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { catalogueHref, type CatalogueRoute } from '../hooks/catalogue-route.ts';

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  overscroll-behavior-inline: contain;
`;

/** Browse by grade: one chip per grade that has courses; the chosen one is marked. */
export function GradeChips({ route }: { route: CatalogueRoute }) {
  const grades = useQuery(educationGradesQuery());
  if (grades.isError) return null;
  return (
    <nav aria-label="پایه‌های تحصیلی">
      <Row aria-busy={grades.isPending}>
        <li>
          <Chip to={catalogueHref(route, { grade: undefined })} selected={!route.grade}>
            همهٔ پایه‌ها
          </Chip>
        </li>
        {grades.isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton width={88} height={36} />
              </li>
            ))
          : [...grades.data.data]
              .filter((grade) => grade.courses_count > 0)
              .sort((a, b) => a.order - b.order)
              .map((grade) => (
                <li key={grade.slug}>
                  <Chip to={catalogueHref(route, { grade: grade.slug })} selected={grade.slug === route.grade}>
                    <bdi>{grade.name}</bdi>
                  </Chip>
                </li>
              ))}
      </Row>
    </nav>
  );
}
