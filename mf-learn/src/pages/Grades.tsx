import { PageHeader } from '@shared/ui';
import { useParams } from '@shared/router';
import { AreaSection } from '../components/AreaSection.tsx';
import { GradeCourses } from '../features/grades/components/GradeCourses.tsx';
import { GradeIndex } from '../features/grades/components/GradeIndex.tsx';

/** Education grades: all of them (/education-grade) or one grade's courses (/education-grade/:slug). */
export default function Grades() {
  const { slug } = useParams();
  return (
    <AreaSection page="Grades">
      {slug ? (
        <GradeCourses slug={slug} />
      ) : (
        <>
          <PageHeader
            size="medium"
            title="پایه‌های تحصیلی"
            description="پایهٔ خود را انتخاب کنید تا دوره‌های آن را ببینید."
          />
          <div>
            <GradeIndex />
          </div>
        </>
      )}
    </AreaSection>
  );
}
