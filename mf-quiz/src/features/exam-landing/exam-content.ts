/**
 * The content of the ماها exam landing page. The dates are the exam's own
 * (Tehran time); pages show them in the Persian calendar.
 */
export const MAHA_EXAM = {
  title: 'آزمون ماها',
  tagline: 'آزمون آزمایشی ماهانهٔ دانش‌سرا برای دانش‌آموزان پایهٔ هفتم تا دوازدهم',
  intro:
    'ماها هر ماه یک بار، به‌صورت آنلاین و رایگان برگزار می‌شود: سؤال‌ها را طراحان باتجربه از درس‌های همان ماه می‌نویسند، پاسخ‌ها همان لحظه ذخیره می‌شود و کارنامه با پاسخ تشریحی هر سؤال بلافاصله پس از پایان آماده است.',
  dates: [
    { id: 'registration-opens', label: 'شروع ثبت‌نام', at: '2026-11-15T08:00:00+03:30' },
    { id: 'registration-closes', label: 'پایان ثبت‌نام', at: '2027-01-08T23:59:00+03:30' },
    { id: 'exam', label: 'برگزاری آزمون', at: '2027-01-15T09:00:00+03:30' },
    { id: 'results', label: 'اعلام کارنامهٔ رتبه‌ای', at: '2027-01-22T12:00:00+03:30' },
  ],
  steps: [
    { title: 'ثبت‌نام رایگان', text: 'با شمارهٔ موبایل وارد شوید؛ ثبت‌نام در ماها هزینه‌ای ندارد.' },
    { title: 'تمرین با آزمون‌های آزمایشی', text: 'تا روز آزمون، با آزمون‌های زمان‌دار همین صفحه خودتان را محک بزنید.' },
    {
      title: 'آزمون آنلاین در روز موعود',
      text: 'از هر جا و با هر دستگاهی؛ اگر اتصال قطع شود پاسخ‌هایتان از دست نمی‌رود.',
    },
    {
      title: 'کارنامه و پاسخ تشریحی',
      text: 'درصد با نمرهٔ منفی، پاسخ‌نامهٔ کامل و سؤال‌هایی که باید دوباره تمرین کنید.',
    },
  ],
  subjects: ['ریاضی', 'علوم تجربی', 'فیزیک و شیمی', 'زیست‌شناسی', 'ادبیات فارسی', 'عربی', 'زبان انگلیسی', 'تاریخ'],
  faq: [
    {
      question: 'شرکت در ماها هزینه دارد؟',
      answer: 'نه. ثبت‌نام و شرکت در آزمون و دیدن کارنامه برای همهٔ دانش‌آموزان رایگان است.',
    },
    {
      question: 'اگر وسط آزمون اینترنتم قطع شود چه می‌شود؟',
      answer:
        'پاسخ‌ها پیش از ارسال در مرورگر شما نگه داشته می‌شوند و با برگشتن اتصال فرستاده می‌شوند؛ با بازکردن دوبارهٔ صفحه هم آزمون از همان سؤال ادامه پیدا می‌کند.',
    },
    {
      question: 'نمرهٔ منفی دارد؟',
      answer:
        'بله، مانند کنکور: هر سه پاسخ نادرست اثر یک پاسخ درست را از بین می‌برد. در کارنامه هر دو درصد را می‌بینید.',
    },
  ],
} as const;

/** Where the exam stands at a moment: before registration, registering, waiting for the exam, or done. */
export type ExamPhase = 'soon' | 'registering' | 'closed' | 'held';

/** The exam's phase at `now`. */
export function examPhase(now: Date): ExamPhase {
  const at = (id: string) => new Date(MAHA_EXAM.dates.find((date) => date.id === id)!.at).getTime();
  const time = now.getTime();
  if (time < at('registration-opens')) return 'soon';
  if (time <= at('registration-closes')) return 'registering';
  if (time < at('exam')) return 'closed';
  return 'held';
}

/** What the page says about the phase. */
export const PHASE_TEXT: Record<ExamPhase, string> = {
  soon: 'ثبت‌نام به‌زودی آغاز می‌شود.',
  registering: 'ثبت‌نام باز است.',
  closed: 'مهلت ثبت‌نام تمام شده است؛ تا روز آزمون تمرین کنید.',
  held: 'این دوره برگزار شده است؛ دورهٔ بعد به‌زودی اعلام می‌شود.',
};
