import { useParams } from 'react-router';

/** Article: content arrives with the blog area's own issue; the route and loading work now. */
export default function Article() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="blog" data-page="Article">
      <h1>مقاله</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>متن کامل مقاله.</p>
    </section>
  );
}
