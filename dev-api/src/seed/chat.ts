/** The room's first messages, so `/chat` is never an empty page on a fresh start. */
export const SEED_CHAT_MESSAGES = [
  {
    id: 1,
    user_name: 'پشتیبانی دانش‌سرا',
    body: 'به اتاق گفت‌وگوی دانش‌سرا خوش آمدید! پرسش‌های درسی‌تان را اینجا بنویسید.',
    created_at: '2026-11-01T06:30:00Z',
  },
  {
    id: 2,
    user_name: 'مریم احمدی',
    body: 'سلام، کسی جزوهٔ فصل سوم ریاضی هفتم را دارد؟',
    created_at: '2026-11-01T06:42:00Z',
  },
  {
    id: 3,
    user_name: 'پشتیبانی دانش‌سرا',
    body: 'سلام مریم جان؛ خلاصهٔ هر فصل زیر درس‌های همان فصل آمده است.',
    created_at: '2026-11-01T06:45:00Z',
  },
];
