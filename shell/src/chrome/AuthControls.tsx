import { loginPath } from '@shared/registry';
import { useLocation } from '@shared/router';
import styled from 'styled-components';
import { media, Skeleton } from '@shared/ui';
import { useSession } from '../session/use-session.ts';
import { ButtonLink } from './button-link.ts';
import { UserIcon } from './icons.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { UserMenu } from './UserMenu.tsx';

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** From this width the desktop auth controls show (spec section 2). */
export const DESKTOP_AUTH_MIN_WIDTH_PX = 1023;

/* Narrower than 1023 px: a round icon button whose accessible name is the
   same text. From 1023 px: the labelled button of the desktop header. */
const LoginLink = styled(ButtonLink)`
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border-radius: 50%;

  ${media.minWidth(DESKTOP_AUTH_MIN_WIDTH_PX)} {
    inline-size: auto;
    padding-inline: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const LoginText = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;

  ${media.minWidth(DESKTOP_AUTH_MIN_WIDTH_PX)} {
    position: static;
    inline-size: auto;
    block-size: auto;
    clip-path: none;
  }
`;

/**
 * The header's account controls: a login/sign-up button for a guest (back to
 * this page after login), the bell and the user menu once signed in.
 */
export function AuthControls() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <Skeleton variant="circle" width={40} />;
  if (session.status === 'authenticated') {
    return (
      <Group>
        <NotificationBell />
        <UserMenu user={session.user} />
      </Group>
    );
  }
  return (
    <LoginLink to={loginPath(`${pathname}${search}`)}>
      <UserIcon />
      <LoginText>ورود / ثبت‌نام</LoginText>
    </LoginLink>
  );
}
