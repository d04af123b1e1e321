import { NavLink } from 'react-router';
import styled from 'styled-components';
import { SITE_NAME } from '../site-map/page-title.ts';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled(NavLink)`
  font-weight: 800;
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/** Main navigation of spec section 2, in reading order. */
const NAV_LINKS = [
  { to: '/learn', label: 'یادگیری' },
  { to: '/quiz', label: 'آزمون‌ها' },
  { to: '/question', label: 'سؤال‌ها' },
  { to: '/articles', label: 'مقاله‌ها' },
  { to: '/dehkhoda', label: 'لغت‌نامه' },
  { to: '/aboutus', label: 'درباره ما' },
  { to: '/contactus', label: 'تماس با ما' },
];

/** The site header: logo and the main navigation. */
export function Header() {
  return (
    <Bar>
      <Logo to="/">{SITE_NAME}</Logo>
      <Nav aria-label="منوی اصلی">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/profile">نمایه من</NavLink>
          </li>
        </ul>
      </Nav>
    </Bar>
  );
}
