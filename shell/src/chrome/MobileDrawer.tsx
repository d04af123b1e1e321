import { NavLink } from '@shared/router';
import styled from 'styled-components';
import { Drawer } from '@shared/ui';
import { DrawerAccount } from './DrawerAccount.tsx';
import { DrawerCategories } from './DrawerCategories.tsx';
import { MAIN_NAV_LINKS } from './site-links.ts';

const Nav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    inline-size: 100%;
    min-block-size: 48px;
    padding-inline: ${({ theme }) => theme.space(4)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent);
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

/** Props of {@link MobileDrawer}. */
export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The mobile header's slide-in drawer (256 px): the account block, then
 * home, the categories, the site's sections, about, contact and profile.
 * Choosing a link closes it; Escape, the close button, the overlay and a
 * swipe do too, and focus returns to the menu button.
 */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} label="منو" closeLabel="بستن منو" modal>
      <DrawerAccount onNavigate={onClose} />
      <Nav aria-label="منوی اصلی">
        <ul>
          <li>
            <NavLink to="/" end onClick={onClose}>
              خانه
            </NavLink>
          </li>
          <DrawerCategories onNavigate={onClose} />
          {MAIN_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </Drawer>
  );
}
