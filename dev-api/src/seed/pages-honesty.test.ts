import { SIMPLE_BLOCKS } from './pages-blocks.ts';
import { staticPage, STATIC_PAGES } from './pages.ts';

/*
 * The site's own pages describe only what the site does. Each promise below
 * was once in these texts and is not true of the product: a light video
 * version (the player has one source), a certificate tied to a final exam
 * (certificates come from watched videos), a two-minute resend (the login
 * form offers it after one), a «اشتراک‌گذاری» button on the report card
 * (it has a link and «کپی پیوند»), purchases and refunds (every lesson
 * plays free, with no enrol step), and «پروفایل» (the site says «نمایه»).
 */
const UNTRUE = ['نسخهٔ سبک', 'آزمون پایانی', 'دو دقیقه', '«اشتراک‌گذاری»', 'خرید', 'بازگشت وجه', 'فروش دوره', 'پروفایل'];

const texts = [
  ...STATIC_PAGES.flatMap((page) => [
    { where: page.name, text: `${page.title} ${page.summary} ${page.body}` },
    ...(page.faqs ?? []).map((faq) => ({ where: `${page.name}: ${faq.question}`, text: faq.answer })),
  ]),
  ...SIMPLE_BLOCKS.map((block) => ({ where: block.name, text: `${block.title} ${block.body}` })),
];

describe('the static pages and text blocks', () => {
  it.each(UNTRUE)('promise nothing the site does not do: «%s»', (phrase) => {
    expect(texts.filter(({ text }) => text.includes(phrase)).map(({ where }) => where)).toEqual([]);
  });

  it('answer in the FAQ what the site really does: certificates by watched videos, a resend after a minute', () => {
    const answer = (start: string) =>
      staticPage('faq')?.faqs?.find((faq) => faq.question.startsWith(start))?.answer ?? '';
    expect(answer('گواهی')).toContain('همهٔ ویدئوهای');
    expect(answer('کد تأیید')).toContain('یک دقیقه');
    expect(answer('آیا درس‌ها رایگان')).toContain('همهٔ درس‌ها رایگان است');
    expect(answer('کارنامه')).toContain('«کپی پیوند»');
  });
});
