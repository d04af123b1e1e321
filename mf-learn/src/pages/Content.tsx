import { useParams } from 'react-router';

/** Content: content arrives with the learn area's own issue; the route and loading work now. */
export default function Content() {
  const params = useParams();
  const subject = Object.values(params).filter(Boolean).join(' / ');
  return (
    <section data-area="learn" data-page="Content">
      <h1>محتوای آموزشی</h1>
      {subject && (
        <p>
          <bdi>{subject}</bdi>
        </p>
      )}
      <p>ویدیو یا متن درس.</p>
    </section>
  );
}
