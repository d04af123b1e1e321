import type { TranslateDictionary } from 'media-chrome/lang/en';
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n';

/**
 * media-chrome's labels in Persian: the names and tooltips of its buttons
 * and sliders. Numbers are written into the strings in Persian digits
 * rather than taken from the library, which formats them in Latin; the
 * seek buttons always jump 10 s (see PlayerControls).
 */
export const MEDIA_CHROME_FA = {
  Play: 'پخش',
  Pause: 'توقف',
  play: 'پخش',
  pause: 'توقف',
  Mute: 'بی‌صدا',
  Unmute: 'صدادار',
  mute: 'بی‌صدا',
  unmute: 'صدادار',
  'Enter fullscreen mode': 'تمام‌صفحه',
  'Exit fullscreen mode': 'خروج از تمام‌صفحه',
  'enter fullscreen mode': 'تمام‌صفحه',
  'exit fullscreen mode': 'خروج از تمام‌صفحه',
  'Seek backward': '۱۰ ثانیه عقب',
  'Seek forward': '۱۰ ثانیه جلو',
  'seek back {seekOffset} seconds': '۱۰ ثانیه عقب',
  'seek forward {seekOffset} seconds': '۱۰ ثانیه جلو',
  'Playback rate': 'سرعت پخش',
  'current playback rate': 'سرعت کنونی پخش',
  'video player': 'پخش‌کنندهٔ ویدیو',
  'audio player': 'پخش‌کنندهٔ صدا',
  volume: 'بلندی صدا',
  seek: 'جای پخش',
  'playback time': 'زمان پخش',
  'media loading': 'در حال بارگذاری ویدیو',
  Captions: 'زیرنویس',
  'closed captions': 'زیرنویس',
  Settings: 'تنظیمات',
  settings: 'تنظیمات',
  Off: 'خاموش',
  hour: 'ساعت',
  hours: 'ساعت',
  minute: 'دقیقه',
  minutes: 'دقیقه',
  second: 'ثانیه',
  seconds: 'ثانیه',
  '{time} remaining': '{time} مانده',
  '{currentTime} of {totalTime}': '{currentTime} از {totalTime}',
  'video not loaded, unknown time.': 'ویدیو هنوز بارگذاری نشده است.',
  'Network Error': 'خطای شبکه',
  'Decode Error': 'خطا در خواندن ویدیو',
  'Source Not Supported': 'قالب ویدیو پشتیبانی نمی‌شود',
  'Encryption Error': 'خطای رمزگذاری',
} satisfies Partial<TranslateDictionary>;

// Registered when this module is first evaluated, before any element of the
// library is made: each element writes its labels once, as it is created.
addTranslation('fa', MEDIA_CHROME_FA);
setLanguage('fa');
