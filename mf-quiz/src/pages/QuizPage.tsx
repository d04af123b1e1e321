import { useParams } from 'react-router';

/** QuizPage: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuizPage() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuizPage">
      <h1>آزمون</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>توضیح آزمون، تعداد سؤال‌ها و زمان.</p>
    </section>
  );
}
