import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { documentTitle, errorTitle } from '../site-map/page-title.ts';

/** Spec section 8: an unmatched route is a 404 titled 'page not found'. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = documentTitle(errorTitle(404, 'صفحه پیدا نشد'));
  }, []);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">صفحه پیدا نشد</h1>
      <p>
        صفحه پیدا نشد: <bdi dir="ltr">{pathname}</bdi>
      </p>
      <p>
        <Link to="/">بازگشت به خانه</Link>{' '}
        <button type="button" onClick={() => navigate(-1)}>
          بازگشت به صفحهٔ قبل
        </button>
      </p>
    </section>
  );
}
