import { useParams } from 'react-router';

/** Grades: content arrives with the learn area's own issue; the route and loading work now. */
export default function Grades() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Grades">
      <h1>پایه‌های تحصیلی</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>پایه‌ها و دوره‌های هر پایه.</p>
    </section>
  );
}
