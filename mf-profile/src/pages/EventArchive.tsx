import { useParams } from 'react-router';

/** EventArchive: content arrives with the profile area's own issue; the route and loading work now. */
export default function EventArchive() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="EventArchive">
      <h1>بایگانی رویدادها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>رویدادهایی که در آن‌ها شرکت کرده‌اید.</p>
    </section>
  );
}
