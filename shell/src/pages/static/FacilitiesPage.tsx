import { StaticPageView } from './StaticPageView.tsx';

/** `/facilities`: what the site offers, a static page. */
export default function FacilitiesPage({ title }: { title: string }) {
  return <StaticPageView name="facilities" fallbackTitle={title} />;
}
