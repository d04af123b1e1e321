import { NavLink } from '@shared/router';
import styled from 'styled-components';
import { usePreloadOnIntent } from '../preload/use-preload-on-intent.ts';
import { GradesMenu } from './GradesMenu.tsx';
import { MAIN_NAV_LINKS } from './site-links.ts';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};

  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent);
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * A main-menu link that preloads its area's page when hovered or focused, so
 * a click rarely waits. Not on entering the viewport: the menu is on every
 * page, and the home page must not fetch any area at first load.
 */
function MainNavItem({ to, label }: { to: string; label: string }) {
  const { onPreload } = usePreloadOnIntent(to, { onViewport: false });
  return (
    <Item to={to} onMouseEnter={onPreload} onFocus={onPreload}>
      {label}
    </Item>
  );
}

/** The desktop main menu: the grades mega-menu (the submenu), then the site's sections. */
export function MainNav() {
  return (
    <Nav aria-label="منوی اصلی">
      <GradesMenu />
      <ul>
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <MainNavItem to={link.to} label={link.label} />
          </li>
        ))}
      </ul>
    </Nav>
  );
}
