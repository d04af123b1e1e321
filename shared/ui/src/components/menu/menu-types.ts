import type { ReactNode } from 'react';

/** A menu item that navigates within the site (a router link). */
export interface MenuLinkItem {
  id: string;
  label: ReactNode;
  to: string;
}

/** A menu item that runs an action, such as «خروج». */
export interface MenuActionItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
}

/** One entry of a {@link Menu}. */
export type MenuItem = MenuLinkItem | MenuActionItem;
