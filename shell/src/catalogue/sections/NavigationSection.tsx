import { useState } from 'react';
import { Breadcrumb, Pagination, Tabs, formatNumber } from '@shared/ui';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

const TABS = [
  {
    id: 'about',
    label: 'دربارهٔ دوره',
    content: <p>این دوره مفاهیم پایهٔ کسر و اعشار را با مثال‌های روزمره آموزش می‌دهد.</p>,
  },
  { id: 'lessons', label: 'سرفصل‌ها', content: <p>{`${formatNumber(12)} درس، در مجموع ${formatNumber(4)} ساعت.`}</p> },
  { id: 'reviews', label: 'نظرها', content: <p>هنوز نظری ثبت نشده است.</p> },
];

/** Breadcrumb, Pagination over many pages (page 1 shows the disabled «previous») and Tabs. */
export function NavigationSection() {
  const [page, setPage] = useState(5);
  return (
    <CatalogueSection id="navigation">
      <Sample title="مسیر صفحه">
        <Breadcrumb
          items={[{ label: 'خانه', to: '/' }, { label: 'دوره‌ها', to: '/courses' }, { label: 'ریاضی پایهٔ هفتم' }]}
        />
      </Sample>
      <Sample title="صفحه‌بندی" wide>
        <Pagination page={page} pageCount={24} onChange={setPage} />
      </Sample>
      <Sample title="زبانه‌ها">
        <Tabs label="بخش‌های دوره" tabs={TABS} />
      </Sample>
    </CatalogueSection>
  );
}
