import { useParams } from 'react-router';

/** Roadmap: content arrives with the learn area's own issue; the route and loading work now. */
export default function Roadmap() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Roadmap">
      <h1>نقشه راه</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>مسیر پیشنهادی یادگیری.</p>
    </section>
  );
}
