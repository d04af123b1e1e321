import { useParams } from 'react-router';

/** Courses: content arrives with the profile area's own issue; the route and loading work now. */
export default function Courses() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="Courses">
      <h1>دوره‌های من</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>پیشرفت شما در هر دوره.</p>
    </section>
  );
}
