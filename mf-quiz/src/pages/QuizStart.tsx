import { useParams } from 'react-router';

/** QuizStart: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuizStart() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuizStart">
      <h1>شروع آزمون</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>آماده‌اید؟ آزمون از اینجا شروع می‌شود.</p>
    </section>
  );
}
