import { useParams } from 'react-router';

/** Notifications: content arrives with the profile area's own issue; the route and loading work now. */
export default function Notifications() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="Notifications">
      <h1>اعلان‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>پیام‌های آموزشگاه.</p>
    </section>
  );
}
