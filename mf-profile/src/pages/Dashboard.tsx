import { useParams } from 'react-router';

/** Dashboard: content arrives with the profile area's own issue; the route and loading work now. */
export default function Dashboard() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="Dashboard">
      <h1>پیشخوان</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>خلاصهٔ دوره‌ها و نتیجه‌های شما.</p>
    </section>
  );
}
