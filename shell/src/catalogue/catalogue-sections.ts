/** The catalogue's sections in page order: each id is an anchor, each title the section's heading. */
export const CATALOGUE_SECTIONS = [
  { id: 'buttons', title: 'دکمه‌ها' },
  { id: 'links', title: 'پیوندها' },
  { id: 'fields', title: 'فیلدهای فرم' },
  { id: 'surfaces', title: 'کارت و برچسب' },
  { id: 'states', title: 'بارگذاری، خالی و خطا' },
  { id: 'navigation', title: 'ناوبری' },
  { id: 'progress', title: 'امتیاز و پیشرفت' },
  { id: 'overlays', title: 'گفت‌وگو، کشو و منو' },
  { id: 'snackbar', title: 'پیام‌های کوتاه' },
  { id: 'media', title: 'تصویر و اسلایدشو' },
  { id: 'formatting', title: 'قالب‌بندی فارسی' },
] as const;

/** The anchor of a catalogue section. */
export type CatalogueSectionId = (typeof CATALOGUE_SECTIONS)[number]['id'];

/** The heading of a section. */
export function sectionTitle(id: CatalogueSectionId): string {
  return CATALOGUE_SECTIONS.find((section) => section.id === id)?.title ?? id;
}
