import { useParams } from 'react-router';

/** Section: content arrives with the learn area's own issue; the route and loading work now. */
export default function Section() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Section">
      <h1>فصل دوره</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>محتواهای این فصل.</p>
    </section>
  );
}
