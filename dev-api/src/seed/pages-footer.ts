import { globalData } from './global-data.ts';
import { mediaUrl } from './media.ts';

const SOCIAL_TITLES: Record<keyof typeof globalData.social, string> = {
  social_linkedin: 'لینکدین',
  social_pinterest: 'پینترست',
  social_instagram: 'اینستاگرام',
  social_telegram: 'تلگرام',
  social_facebook: 'فیسبوک',
  social_whatsapp: 'واتس‌اپ',
};

/** The footer of `GET /front/utils/footer`: built on the global data so the two never disagree. */
export const FOOTER = {
  about: {
    title: 'دانش‌سرا',
    body: 'دانش‌سرا مؤسسه‌ای آموزشی در تهران است که در زمینهٔ آموزش مدرسه‌ای، دانشگاهی و علمی فعالیت می‌کند و درس‌های ویدئویی، آزمون آنلاین و بانک سؤال را برای همهٔ پایه‌ها فراهم کرده است.',
  },
  menus: [globalData.footer.menu_1, globalData.footer.menu_2],
  contact: {
    address: 'تهران، خیابان انقلاب، خیابان فخر رازی، پلاک ۴۲، طبقهٔ سوم',
    phones: globalData.contact.contact_phones,
    email: globalData.contact.contact_mail,
    working_hours: 'شنبه تا چهارشنبه، ساعت ۹ تا ۱۷؛ پنجشنبه‌ها ۹ تا ۱۳',
  },
  social: (Object.keys(SOCIAL_TITLES) as (keyof typeof SOCIAL_TITLES)[]).map((key) => ({
    network: key.replace('social_', ''),
    title: SOCIAL_TITLES[key],
    url: globalData.social[key],
  })),
  badges: [
    {
      title: 'نماد اعتماد الکترونیکی',
      image: mediaUrl('content', 'نماد اعتماد'),
      url: 'https://enamad.ir/',
    },
  ],
  copyright: '© ۱۴۰۳ دانش‌سرا. همهٔ حقوق این وب‌سایت محفوظ است.',
};
