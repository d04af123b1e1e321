import { PageHeader } from '@shared/ui';
import { AreaSection } from '../components/AreaSection.tsx';
import { CertificatesView } from '../features/certificates/components/CertificatesView.tsx';

/** Certificates (/certificates): the courses a student has mastered in full. */
export default function Certificates() {
  return (
    <AreaSection page="Certificates">
      <PageHeader
        size="medium"
        title="گواهی‌نامه‌ها"
        description="گواهی پایان دوره برای دوره‌هایی که کامل آموخته‌اید."
      />
      <div>
        <CertificatesView />
      </div>
    </AreaSection>
  );
}
