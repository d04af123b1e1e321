import { ProfileSection } from '../components/ProfileSection.tsx';
import { NotificationsView } from '../features/notifications/components/NotificationsView.tsx';

/** The student's notifications (/profile/provider-notifs); the bell in the header links here. */
export default function Notifications() {
  return (
    <ProfileSection page="Notifications" title="اعلان‌ها" description="پیام‌های دانش‌سرا و مدرسان شما.">
      <NotificationsView />
    </ProfileSection>
  );
}
