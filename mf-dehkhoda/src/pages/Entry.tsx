import { useParams } from 'react-router';

/** Entry: content arrives with the dehkhoda area's own issue; the route and loading work now. */
export default function Entry() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="dehkhoda" data-page="Entry">
      <h1>مدخل لغت‌نامه</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>معنی و شرح واژه.</p>
    </section>
  );
}
