import { PageHeader } from '@shared/ui';

/** The page a dictionary release adds in the "a new page ships with the area's release alone" test. */
export default function DictionaryAboutPage() {
  return (
    <section>
      <PageHeader title="دربارهٔ لغت‌نامه" />
      <p>لغت‌نامهٔ دهخدا بزرگ‌ترین فرهنگ زبان فارسی است.</p>
    </section>
  );
}
