import { Link } from '@shared/router';
import styled from 'styled-components';
import { Menu, Skeleton, type MenuItem } from '@shared/ui';
import { gradePath } from './site-links.ts';
import { useGlobalData } from './use-global-data.ts';

/* The mega-menu: the grades in columns rather than one long list. */
const GradesMegaMenu = styled(Menu)`
  ul[role='menu'] {
    display: grid;
    grid-template-columns: repeat(3, minmax(9rem, 1fr));
    min-inline-size: 30rem;
  }
`;

const FallbackLink = styled(Link)`
  padding-inline: ${({ theme }) => theme.space(3)};
`;

/** The label of the grades menu. */
export const GRADES_MENU_LABEL = 'پایه‌های تحصیلی';

/**
 * The grades menu of the header (global data's grades), each to its course
 * list; it opens on hover after 300 ms and closes 250 ms after the pointer
 * leaves, or by click and keyboard. While global data loads it is a
 * placeholder; if it failed, a link to the grades page.
 */
export function GradesMenu() {
  const { data, isPending } = useGlobalData();
  if (isPending) return <Skeleton variant="text" width="8rem" height="1.5rem" />;
  if (!data) return <FallbackLink to="/education-grade">{GRADES_MENU_LABEL}</FallbackLink>;
  const items: MenuItem[] = [
    ...data.grades.map((grade) => ({ id: grade.slug, label: grade.name, to: gradePath(grade.slug) })),
    { id: 'all-grades', label: 'همهٔ پایه‌ها', to: '/education-grade' },
  ];
  return <GradesMegaMenu label={GRADES_MENU_LABEL} items={items} openOnHover />;
}
