import { useParams } from 'react-router';

/** Sponsors: content arrives with the blog area's own issue; the route and loading work now. */
export default function Sponsors() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="blog" data-page="Sponsors">
      <h1>حامیان</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>حامیان و همراهان ما.</p>
    </section>
  );
}
