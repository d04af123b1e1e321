import { useParams } from 'react-router';

/** EditProfile: content arrives with the profile area's own issue; the route and loading work now. */
export default function EditProfile() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="profile" data-page="EditProfile">
      <h1>ویرایش نمایه</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>نام و تصویر خود را به‌روز کنید.</p>
    </section>
  );
}
