import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../link/Link.tsx';
import { listReset } from '../../theme/list-reset.ts';

/** One step of the path: a link, except the current page. */
export interface BreadcrumbItem {
  label: ReactNode;
  to?: string;
}

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  /** From the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/* An SVG rather than a character: ‹ and › are mirrored by the bidi algorithm,
   so a glyph could point either way. This one points left, the way a
   right-to-left path reads. */
function Separator() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

/** Where the page sits in the site, from the home page to here. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <nav aria-label="مسیر صفحه" className={className}>
      <List>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <Item key={index}>
              {index > 0 && <Separator />}
              {/* Titles come from people and may mix directions. */}
              {isCurrent || item.to === undefined ? (
                <Current aria-current={isCurrent ? 'page' : undefined}>
                  <bdi>{item.label}</bdi>
                </Current>
              ) : (
                <Link to={item.to}>
                  <bdi>{item.label}</bdi>
                </Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
