import { useParams } from 'react-router';

/** TestArchive: content arrives with the profile area's own issue; the route and loading work now. */
export default function TestArchive() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="TestArchive">
      <h1>بایگانی آزمون‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>آزمون‌هایی که داده‌اید.</p>
    </section>
  );
}
