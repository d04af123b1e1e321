import { useParams } from 'react-router';

/** CoursePage: content arrives with the learn area's own issue; the route and loading work now. */
export default function CoursePage() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="CoursePage">
      <h1>دوره</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>جزئیات دوره، فصل‌ها و مدرس.</p>
    </section>
  );
}
