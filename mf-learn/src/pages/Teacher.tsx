import { useParams } from 'react-router';

/** Teacher: content arrives with the learn area's own issue; the route and loading work now. */
export default function Teacher() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Teacher">
      <h1>مدرس</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>معرفی مدرس و دوره‌هایش.</p>
    </section>
  );
}
