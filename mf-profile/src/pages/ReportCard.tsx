import { useParams } from 'react-router';

/** ReportCard: content arrives with the profile area's own issue; the route and loading work now. */
export default function ReportCard() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="ReportCard">
      <h1>کارنامه</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>نمره‌های شما در دوره‌ها و آزمون‌ها.</p>
    </section>
  );
}
