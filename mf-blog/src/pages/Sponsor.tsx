import { useParams } from 'react-router';

/** Sponsor: content arrives with the blog area's own issue; the route and loading work now. */
export default function Sponsor() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="blog" data-page="Sponsor">
      <h1>حامی</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>معرفی حامی.</p>
    </section>
  );
}
