import { Link, PageHeader } from '@shared/ui';
import { AreaSection } from '../components/AreaSection.tsx';
import { MyCoursesView } from '../features/my-courses/components/MyCoursesView.tsx';
import { learnPaths } from '../lib/paths.ts';

/** The student's courses (/course/my-courses; the shell's guard lets only a logged-in student in). */
export default function MyCourses() {
  return (
    <AreaSection page="MyCourses">
      <PageHeader
        size="medium"
        title="دوره‌های من"
        description={
          <>
            پیشرفت شما در دوره‌هایی که در آن‌ها شرکت کرده‌اید. دوره‌هایی را که کامل کنید در{' '}
            <Link to={learnPaths.certificates}>گواهی‌نامه‌ها</Link> می‌بینید.
          </>
        }
      />
      <MyCoursesView />
    </AreaSection>
  );
}
