import { useParams } from 'react-router';

/** Question: content arrives with the quiz area's own issue; the route and loading work now. */
export default function Question() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="quiz" data-page="Question">
      <h1>سؤال</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>متن سؤال، پاسخ و راه‌حل.</p>
    </section>
  );
}
