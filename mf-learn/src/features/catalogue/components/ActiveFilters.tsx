import { Chip, formatNumber, UserText, listReset } from '@shared/ui';
import styled from 'styled-components';
import { catalogueHref, type CatalogueRoute } from '../hooks/catalogue-route.ts';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;

/** Props of {@link ActiveFilters}. */
export interface ActiveFiltersProps {
  route: CatalogueRoute;
  teacherName?: string;
  categoryName?: string;
}

/** The category, search and teacher filters in force, each a chip that removes it. */
export function ActiveFilters({ route, teacherName, categoryName }: ActiveFiltersProps) {
  if (!route.search && route.teacher === undefined && !route.category) return null;
  return (
    <Row aria-label="فیلترهای فعال">
      {route.category && (
        <li>
          <Chip to={catalogueHref(route, { category: undefined })}>
            <span className="visually-hidden">برداشتن فیلتر </span>
            موضوع: <bdi>{categoryName ?? route.category}</bdi> ✕
          </Chip>
        </li>
      )}
      {route.search && (
        <li>
          <Chip to={catalogueHref(route, { search: '' })}>
            <span className="visually-hidden">برداشتن جست‌وجوی </span>«<UserText text={route.search} />» ✕
          </Chip>
        </li>
      )}
      {route.teacher !== undefined && (
        <li>
          <Chip to={catalogueHref(route, { teacher: undefined })}>
            <span className="visually-hidden">برداشتن فیلتر </span>
            مدرس: <bdi>{teacherName ?? formatNumber(route.teacher)}</bdi> ✕
          </Chip>
        </li>
      )}
    </Row>
  );
}
