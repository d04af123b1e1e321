import { ProfileSection } from '../components/ProfileSection.tsx';
import { EditProfileView } from '../features/edit-profile/components/EditProfileView.tsx';

/** Editing the profile (/profile/edit-profile): the picture, the name and the contact details. */
export default function EditProfile() {
  return (
    <ProfileSection
      page="EditProfile"
      title="ویرایش نمایه"
      description="نام و تصویر شما در سراسر سایت نمایش داده می‌شود."
    >
      <EditProfileView />
    </ProfileSection>
  );
}
