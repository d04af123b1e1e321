import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from './menu-delays.ts';
import { focusedMenuItemIndex, focusMenuItem } from './menu-focus.ts';
import { MenuButton, MenuList, MenuRoot } from './menu-parts.ts';
import type { MenuItem } from './menu-types.ts';
import { MenuItemView } from './MenuItemView.tsx';
import { useDelayedAction } from './use-delayed-action.ts';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button's content. */
  label: ReactNode;
  items: readonly MenuItem[];
  /** Also open when the pointer rests on the button (300 ms) and close after it leaves (250 ms). */
  openOnHover?: boolean;
  /** The button's accessible name when its content is only an icon or an avatar. */
  buttonAriaLabel?: string;
  className?: string;
}

/**
 * A button that opens a menu of links and actions (the header's user menu,
 * the grades menu). Click or Enter opens it at once; the arrow keys, Home and
 * End move between items; Escape closes it and focus returns to the button.
 */
export function Menu({ label, items, openOnHover = false, buttonAriaLabel, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The item to focus once the list has rendered, for menus opened by keyboard or click.
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  // A menu opened by hover closes by hover; one opened or pinned by a click does not.
  const openedByHover = useRef(false);
  const { schedule, cancel } = useDelayedAction();
  const buttonId = useId();
  const menuId = useId();

  const openMenu = useCallback(
    (focus: 'first' | 'last' | null, byHover = false) => {
      cancel();
      pendingFocus.current = focus;
      openedByHover.current = byHover;
      setOpen(true);
    },
    [cancel],
  );

  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      cancel();
      openedByHover.current = false;
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [cancel],
  );

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusMenuItem(listRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closeMenu(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open, closeMenu]);

  function handleButtonClick() {
    if (!open) openMenu('first');
    else if (openedByHover.current) openedByHover.current = false;
    else closeMenu(false);
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) focusMenuItem(listRef.current, target);
    else openMenu(target);
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = focusedMenuItemIndex(listRef.current);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusMenuItem(listRef.current, index + 1),
      ArrowUp: () => focusMenuItem(listRef.current, index - 1),
      Home: () => focusMenuItem(listRef.current, 'first'),
      End: () => focusMenuItem(listRef.current, 'last'),
      Escape: () => closeMenu(true),
    };
    if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Buttons answer Space by themselves; links do not, but menu items should.
      event.preventDefault();
      document.activeElement.click();
      return;
    }
    if (event.key === 'Tab') {
      // Tab then moves on from the button, to the element after the menu.
      closeMenu(true);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  }

  function handleActivate(item: MenuItem) {
    closeMenu(true);
    if ('onSelect' in item) item.onSelect();
  }

  const hoverHandlers = openOnHover
    ? {
        onMouseEnter: () => (open ? cancel() : schedule(() => openMenu(null, true), MENU_OPEN_DELAY_MS)),
        onMouseLeave: () => {
          if (!open) cancel();
          else if (openedByHover.current)
            schedule(() => closeMenu(rootRef.current?.contains(document.activeElement) ?? false), MENU_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <MenuRoot ref={rootRef} className={className} {...hoverHandlers}>
      <MenuButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonAriaLabel}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
      >
        {label}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </MenuButton>
      {open && (
        <MenuList ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={handleListKeyDown}>
          {items.map((item) => (
            <MenuItemView key={item.id} item={item} onActivate={handleActivate} />
          ))}
        </MenuList>
      )}
    </MenuRoot>
  );
}
