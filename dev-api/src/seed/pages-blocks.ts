/** A named block of site text for `POST /front/simpleblock`. */
export interface SeedBlock {
  name: string;
  title: string;
  /** HTML. */
  body: string;
  updated_at: string;
}

/** The blocks pages ask for by name. */
export const SIMPLE_BLOCKS: SeedBlock[] = [
  {
    name: 'home-intro',
    title: 'یادگیری، هر روز کمی بیشتر',
    body: '<p>دانش‌سرا همراه دانش‌آموزان از پیش‌دبستان تا دوازدهم است؛ با درس‌های ویدئویی کوتاه، آزمون‌های فصلی و بانک سؤالی که هر روز بزرگ‌تر می‌شود.</p>',
    updated_at: '2024-09-01T08:00:00Z',
  },
  {
    name: 'login-help',
    title: 'راهنمای ورود',
    body: '<p>شمارهٔ موبایل یا ایمیل خود را وارد کنید تا کد تأیید ۶ رقمی برایتان فرستاده شود. اگر رمز عبور ساخته‌اید، می‌توانید با رمز هم وارد شوید.</p>',
    updated_at: '2024-09-01T08:00:00Z',
  },
  {
    name: 'contact-intro',
    title: 'با ما در تماس باشید',
    body: '<p>پرسش، پیشنهاد یا گزارش مشکل خود را بنویسید؛ کارشناسان پشتیبانی در کمتر از دو روز کاری پاسخ می‌دهند.</p>',
    updated_at: '2024-09-01T08:00:00Z',
  },
  {
    name: 'app-download',
    title: 'دانش‌سرا در جیب شما',
    body: '<p>سایت دانش‌سرا روی گوشی هم به‌خوبی کار می‌کند؛ نشانی آن را به صفحهٔ اصلی گوشی خود بیفزایید تا همیشه در دسترس باشد.</p>',
    updated_at: '2024-10-01T08:00:00Z',
  },
  {
    name: 'quiz-rules',
    title: 'قوانین آزمون',
    body: '<ul><li>هر آزمون زمان‌سنج دارد و با پایان زمان، خودکار بسته می‌شود.</li><li>پاسخ هر سؤال پس از ثبت ذخیره می‌شود.</li><li>پاسخ نادرست نمرهٔ منفی ندارد.</li></ul>',
    updated_at: '2024-10-01T08:00:00Z',
  },
];
