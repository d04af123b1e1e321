import { ProfileSection } from '../components/ProfileSection.tsx';
import { CoursesView } from '../features/courses/components/CoursesView.tsx';

/** The student's courses (/profile/courses). */
export default function Courses() {
  return (
    <ProfileSection page="Courses" title="دوره‌های من" description="پیشرفت شما در دوره‌هایی که در آن‌ها شرکت کرده‌اید.">
      <CoursesView />
    </ProfileSection>
  );
}
