import { ProfileSection } from '../components/ProfileSection.tsx';
import { TestArchiveView } from '../features/test-archive/components/TestArchiveView.tsx';

/** The quizzes the student took (/profile/test-archive). */
export default function TestArchive() {
  return (
    <ProfileSection
      page="TestArchive"
      title="بایگانی آزمون‌ها"
      description="همهٔ آزمون‌هایی که داده‌اید، از تازه به کهنه."
    >
      <TestArchiveView />
    </ProfileSection>
  );
}
