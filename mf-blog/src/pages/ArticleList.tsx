import { useParams } from 'react-router';

/** ArticleList: content arrives with the blog area's own issue; the route and loading work now. */
export default function ArticleList() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="blog" data-page="ArticleList">
      <h1>مقاله‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>تازه‌ترین نوشته‌های آموزشی.</p>
    </section>
  );
}
