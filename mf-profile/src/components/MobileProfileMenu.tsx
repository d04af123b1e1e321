import { useEffect, useId, useState } from 'react';
import { useLocation } from '@shared/router';
import { MetaList } from '@shared/ui';
import styled from 'styled-components';
import { PROFILE_PAGES } from '../lib/profile-pages.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  margin-block-start: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The profile menu on a phone. The layout puts the sidebar above the page
 * below 960 px; eight links there would push the page out of view, so they
 * fold behind one button that names the page open now.
 */
export function MobileProfileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const current = PROFILE_PAGES.find((page) => page.to === pathname.replace(/\/$/, ''));

  // Any navigation (a link inside, the browser's back) folds the menu again.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <span>
          <MetaList>
            منوی نمایه
            {current?.label}
          </MetaList>
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <ProfileMenu />
      </Panel>
    </div>
  );
}
