import { ProfileSection } from '../components/ProfileSection.tsx';
import { CoursesPreview } from '../features/dashboard/components/CoursesPreview.tsx';
import { RecentResults } from '../features/dashboard/components/RecentResults.tsx';
import { SectionLinks } from '../features/dashboard/components/SectionLinks.tsx';
import { StudentCard } from '../features/dashboard/components/StudentCard.tsx';

/** The profile's home (/profile): who, their courses, their latest results, and a way into each section. */
export default function Dashboard() {
  return (
    <ProfileSection page="Dashboard" title="پیشخوان">
      <StudentCard />
      <CoursesPreview />
      <RecentResults />
      <SectionLinks />
    </ProfileSection>
  );
}
