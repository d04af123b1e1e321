import { useParams } from 'react-router';

/** SharedReportCard: content arrives with the profile area's own issue; the route and loading work now. */
export default function SharedReportCard() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="SharedReportCard">
      <h1>کارنامهٔ اشتراکی</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>کارنامه‌ای که با پیوند به اشتراک گذاشته شده است.</p>
    </section>
  );
}
