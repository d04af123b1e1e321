import { StaticPageView } from './StaticPageView.tsx';

/** `/faq-dyna`: the frequently asked questions, as an accordion. */
export default function FaqPage({ title }: { title: string }) {
  return <StaticPageView name="faq-dyna" fallbackTitle={title} />;
}
