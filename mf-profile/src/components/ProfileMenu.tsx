import { NavLink } from '@shared/router';
import styled from 'styled-components';
import { PROFILE_PAGES } from '../lib/profile-pages.ts';
import { listReset } from '@shared/ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Every page of the profile area; the one open is marked with
 * aria-current="page" (NavLink's `end` keeps /profile from matching its children).
 */
export function ProfileMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="بخش‌های نمایه">
      <List>
        {PROFILE_PAGES.map((page) => (
          <li key={page.to}>
            <Item to={page.to} end onClick={onNavigate}>
              {page.label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
