import { useParams } from 'react-router';

/** QuizRun: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuizRun() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuizRun">
      <h1>اجرای آزمون</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>سؤال‌ها یکی‌یکی.</p>
    </section>
  );
}
