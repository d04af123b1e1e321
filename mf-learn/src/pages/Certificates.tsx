import { useParams } from 'react-router';

/** Certificates: content arrives with the learn area's own issue; the route and loading work now. */
export default function Certificates() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Certificates">
      <h1>گواهی‌نامه‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>گواهی‌نامه‌های پایان دوره.</p>
    </section>
  );
}
