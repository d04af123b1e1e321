import { useParams } from 'react-router';

/** CourseList: content arrives with the learn area's own issue; the route and loading work now. */
export default function CourseList() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="CourseList">
      <h1>دوره‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>دوره‌ها را بر پایه یا رشته پیدا کنید.</p>
    </section>
  );
}
