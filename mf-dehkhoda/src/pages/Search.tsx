import { useParams } from 'react-router';

/** Search: content arrives with the dehkhoda area's own issue; the route and loading work now. */
export default function Search() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="dehkhoda" data-page="Search">
      <h1>لغت‌نامه دهخدا</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>واژه‌ای را جست‌وجو کنید.</p>
    </section>
  );
}
