import { useParams } from 'react-router';

/** QuizResult: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuizResult() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuizResult">
      <h1>نتیجهٔ آزمون</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>نتیجه و پاسخ‌نامه.</p>
    </section>
  );
}
