import { useParams } from 'react-router';

/** ExamLanding: content arrives with the quiz area's own issue; the route and loading work now. */
export default function ExamLanding() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="ExamLanding">
      <h1>آزمون ماها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>معرفی آزمون ماها.</p>
    </section>
  );
}
