import { PageHeader } from '@shared/ui';
import { AreaSection } from '../components/AreaSection.tsx';
import { RoadmapView } from '../features/roadmap/components/RoadmapView.tsx';

/** The roadmap (/course/roadmap): the grades in school order with their courses. */
export default function Roadmap() {
  return (
    <AreaSection page="Roadmap">
      <PageHeader
        size="medium"
        title="نقشه راه"
        description="از پیش‌دبستانی تا پایهٔ دوازدهم، پایه به پایه: هر پایه با دوره‌هایش، تا بدانید از کجا شروع کنید و به کجا می‌رسید."
      />
      <RoadmapView />
    </AreaSection>
  );
}
