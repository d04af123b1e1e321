import { loginPath } from '@shared/registry';
import { Link, useLocation } from '@shared/router';
import styled from 'styled-components';
import { Avatar, Button, Skeleton, UserText } from '@shared/ui';
import { useLogout, useSession } from '../session/use-session.ts';
import { ButtonLink } from './button-link.ts';

const Block = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Buttons = styled(Block)`
  a {
    flex: 1;
  }
`;

/**
 * The top of the mobile drawer: the avatar, full name, an edit-profile link
 * and logout (as the desktop user menu has) when signed in; login and
 * sign-up buttons for a guest.
 */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const { logOut, loggingOut } = useLogout();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') {
    return (
      <Block>
        <Skeleton variant="circle" width={48} />
        <Skeleton variant="text" width="8rem" />
      </Block>
    );
  }
  if (session.status === 'authenticated') {
    return (
      <Block>
        <Avatar src={session.user.avatar} name={session.user.fullName} size={48} decorative />
        <div>
          <p>
            <UserText text={session.user.fullName} />
          </p>
          <Actions>
            <Link to="/profile/edit-profile" onClick={onNavigate}>
              ویرایش نمایه
            </Link>
            {/* The session ends and the page reloads, as from the desktop user menu. */}
            <Button variant="ghost" size="sm" loading={loggingOut} onClick={() => void logOut()}>
              خروج
            </Button>
          </Actions>
        </div>
      </Block>
    );
  }
  const login = loginPath(`${pathname}${search}`);
  return (
    <Buttons>
      <ButtonLink to={login} onClick={onNavigate}>
        ورود
      </ButtonLink>
      <ButtonLink to={login} $variant="secondary" onClick={onNavigate}>
        ثبت‌نام
      </ButtonLink>
    </Buttons>
  );
}
