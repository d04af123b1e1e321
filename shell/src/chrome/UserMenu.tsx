import styled from 'styled-components';
import type { AuthUser } from '@shared/api-client';
import { Avatar, media, Menu, type MenuItem, UserText } from '@shared/ui';
import { useLogout } from '../session/use-session.ts';
import { ACCOUNT_LINKS } from './site-links.ts';

/* At the far end of the header: the list opens toward the page, not off its edge. */
const AccountMenu = styled(Menu)`
  ul[role='menu'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/* Below 1280 px the compact (mobile) user menu shows only the avatar; the
   name stays the button's accessible name. */
const Name = styled.span`
  max-inline-size: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.down('lg')} {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

/**
 * The signed-in student's menu (spec section 2: profile, my courses,
 * dashboard, logout): each entry leads where its name says, with the names
 * the profile area's own menu uses (see ACCOUNT_LINKS).
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { logOut } = useLogout();
  const items: MenuItem[] = [
    ...ACCOUNT_LINKS.map((link) => ({ id: link.to, label: link.label, to: link.to })),
    { id: 'logout', label: 'خروج', onSelect: () => void logOut() },
  ];
  return (
    <AccountMenu
      items={items}
      label={
        <Label>
          <Avatar src={user.avatar} name={user.fullName} decorative />
          <Name>
            <UserText text={user.fullName} />
          </Name>
        </Label>
      }
    />
  );
}
