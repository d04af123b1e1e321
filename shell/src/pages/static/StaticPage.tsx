import { useLocation, useParams } from '@shared/router';
import { StaticIndex } from './StaticIndex.tsx';
import { staticPageName } from './static-pages.ts';
import { StaticPageView } from './StaticPageView.tsx';

/** `/page/{slug}`, `/aboutus`, `/privacy`, `/partnership`, `/social-duties`; `/page/static` lists them. */
export default function StaticPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  const { slug } = useParams();
  if (pathname === '/page/static') return <StaticIndex title="صفحه‌های سایت" />;
  const name = staticPageName(pathname, slug);
  return <StaticPageView key={name} name={name} fallbackTitle={title} />;
}
