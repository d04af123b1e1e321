import { useLocation, useParams } from '@shared/router';
import { AreaSection } from '../components/AreaSection.tsx';
import { TeacherView } from '../features/teacher/components/TeacherView.tsx';

/** A teacher's page (/teacher/:id) or a master's (/master/:id): who they are and their courses. */
export default function Teacher() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <AreaSection page="Teacher">
      <TeacherView rawId={id} role={pathname.startsWith('/master/') ? 'استاد' : 'مدرس'} path={pathname} />
    </AreaSection>
  );
}
