import { PageHeader } from '@shared/ui';
import { useSearchParams } from '@shared/router';
import styled from 'styled-components';
import { AllSponsors } from '../features/sponsors/components/AllSponsors.tsx';
import { FeaturedSponsors } from '../features/sponsors/components/FeaturedSponsors.tsx';
import { pageNumberOf } from '../lib/page-number.ts';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

/** /landing/sponsors: the featured sponsors first, then every sponsor a page at a time. */
export default function Sponsors() {
  const [query] = useSearchParams();
  const page = pageNumberOf(query.get('page'));
  return (
    <section data-area="blog" data-page="Sponsors">
      <PageHeader
        title="حامیان"
        description="سازمان‌ها و کسب‌وکارهایی که آموزش رایگان و باکیفیت را برای دانش‌آموزان ممکن می‌کنند."
      />
      <Sections>
        {page === 1 && <FeaturedSponsors />}
        <AllSponsors page={page} />
      </Sections>
    </section>
  );
}
