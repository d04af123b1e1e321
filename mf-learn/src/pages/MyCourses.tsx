import { useParams } from 'react-router';

/** MyCourses: content arrives with the learn area's own issue; the route and loading work now. */
export default function MyCourses() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="MyCourses">
      <h1>دوره‌های من</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>دوره‌هایی که در آن‌ها ثبت‌نام کرده‌اید.</p>
    </section>
  );
}
