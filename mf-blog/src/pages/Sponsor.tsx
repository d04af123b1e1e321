import { useParams } from '@shared/router';
import { SponsorContent } from '../features/sponsors/components/SponsorContent.tsx';

/** /landing/sponsors/:slug: one sponsor's page. */
export default function Sponsor() {
  const { slug = '' } = useParams();
  return (
    <section data-area="blog" data-page="Sponsor">
      <SponsorContent slug={slug} />
    </section>
  );
}
