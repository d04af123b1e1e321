import { useParams } from 'react-router';

/** Stats: content arrives with the dehkhoda area's own issue; the route and loading work now. */
export default function Stats() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="dehkhoda" data-page="Stats">
      <h1>آمار لغت‌نامه</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>شمار مدخل‌ها و حروف.</p>
    </section>
  );
}
