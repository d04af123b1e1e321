import { Link } from '@shared/router';
import styled from 'styled-components';
import { MenuActionButton, menuItemStyle } from './menu-parts.ts';
import type { MenuItem } from './menu-types.ts';

const MenuLink = styled(Link)`
  ${menuItemStyle}
`;

/** Props of {@link MenuItemView}. */
export interface MenuItemViewProps {
  item: MenuItem;
  onActivate: (item: MenuItem) => void;
}

/**
 * One item: a router link or an action button with role menuitem. Items are
 * out of the Tab order; the arrow keys move between them.
 */
export function MenuItemView({ item, onActivate }: MenuItemViewProps) {
  return (
    <li role="none">
      {'to' in item ? (
        <MenuLink role="menuitem" tabIndex={-1} to={item.to} onClick={() => onActivate(item)}>
          {item.label}
        </MenuLink>
      ) : (
        <MenuActionButton type="button" role="menuitem" tabIndex={-1} onClick={() => onActivate(item)}>
          {item.label}
        </MenuActionButton>
      )}
    </li>
  );
}
