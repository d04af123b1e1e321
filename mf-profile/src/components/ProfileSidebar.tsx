import { useSessionUser } from '@shared/api-client';
import { LayoutSlot, useIsMobile, UserText } from '@shared/ui';
import styled from 'styled-components';
import { MobileProfileMenu } from './MobileProfileMenu.tsx';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * Fills the profile layout's sidebar: the student and the menu beside the
 * page from md up, a folded menu above the page on a phone.
 */
export function ProfileSidebar() {
  const isMobile = useIsMobile();
  const user = useSessionUser();
  return (
    <LayoutSlot name="sidebar">
      {isMobile ? (
        <MobileProfileMenu />
      ) : (
        <>
          {user && (
            <Who>
              <ProfileAvatar src={user.avatar} name={user.fullName} size={48} />
              <UserText text={user.fullName} />
            </Who>
          )}
          <ProfileMenu />
        </>
      )}
    </LayoutSlot>
  );
}
