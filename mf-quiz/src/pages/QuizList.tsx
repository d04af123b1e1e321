import { useParams } from 'react-router';

/** QuizList: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuizList() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuizList">
      <h1>آزمون‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>آزمون‌های آنلاین را ببینید و شروع کنید.</p>
    </section>
  );
}
