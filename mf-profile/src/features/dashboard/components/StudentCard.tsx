import { useSessionUser } from '@shared/api-client';
import { Link, UserText } from '@shared/ui';
import styled from 'styled-components';
import { ProfileAvatar } from '../../../components/ProfileAvatar.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * The student's name and picture, as the header shows them: both come from
 * the session the shell announces, so an edit shows here and there at once.
 */
export function StudentCard() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Box>
      <ProfileAvatar src={user.avatar} name={user.fullName} size={72} />
      <div>
        <Name>
          <UserText text={user.fullName} />
        </Name>
        <Link to={profilePaths.editProfile}>ویرایش نام و تصویر</Link>
      </div>
    </Box>
  );
}
