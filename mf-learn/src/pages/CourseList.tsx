import { AreaSection } from '../components/AreaSection.tsx';
import { CatalogueView } from '../features/catalogue/components/CatalogueView.tsx';

/**
 * The course lists: /learn and /courses (all courses), /learn/grade/:grade
 * and /learn/branch/:branch; searched and filtered by teacher in the address.
 */
export default function CourseList() {
  return (
    <AreaSection page="CourseList">
      <CatalogueView />
    </AreaSection>
  );
}
