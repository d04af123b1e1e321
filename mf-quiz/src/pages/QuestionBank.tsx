import { useParams } from 'react-router';

/** QuestionBank: content arrives with the quiz area's own issue; the route and loading work now. */
export default function QuestionBank() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="QuestionBank">
      <h1>بانک سؤال</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>سؤال‌ها را موضوع به موضوع تمرین کنید.</p>
    </section>
  );
}
