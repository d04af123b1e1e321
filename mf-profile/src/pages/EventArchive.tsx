import { ProfileSection } from '../components/ProfileSection.tsx';
import { EventArchiveView } from '../features/event-archive/components/EventArchiveView.tsx';

/** The student's learning events (/profile/event-archive). */
export default function EventArchive() {
  return (
    <ProfileSection
      page="EventArchive"
      title="بایگانی رویدادها"
      description="آزمون‌هایی که داده‌اید و آخرین باری که هر دوره را خوانده‌اید."
    >
      <EventArchiveView />
    </ProfileSection>
  );
}
