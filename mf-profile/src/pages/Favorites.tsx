import { useParams } from 'react-router';

/** Favorites: content arrives with the profile area's own issue; the route and loading work now. */
export default function Favorites() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="Favorites">
      <h1>علاقه‌مندی‌ها</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>محتواهایی که نشان کرده‌اید.</p>
    </section>
  );
}
