import { useParams } from 'react-router';

/** RunResult: content arrives with the quiz area's own issue; the route and loading work now. */
export default function RunResult() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="RunResult">
      <h1>نتیجهٔ اجرای آزمون</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>نتیجه و پاسخ‌ها.</p>
    </section>
  );
}
