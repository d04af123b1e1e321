import type { z } from 'zod';

/**
 * Zod's words for whatever a schema does not word itself, in Persian that names no type, origin or format
 * of the code: zod's own Persian locale says «می‌بایست object می‌بود، NaN دریافت شد», which a person
 * cannot read. Installed as the locale (`z.config`), so a schema's own message still wins.
 */

type Issue = z.core.$ZodRawIssue;

const KIND: Record<string, string> = {
  string: 'متن',
  number: 'عدد',
  int: 'عدد صحیح',
  bigint: 'عدد صحیح',
  boolean: 'درست یا نادرست',
  array: 'فهرست',
  tuple: 'فهرست',
  set: 'فهرست',
  object: 'مجموعه‌ای از فیلدها',
  record: 'مجموعه‌ای از فیلدها',
  map: 'مجموعه‌ای از فیلدها',
  date: 'تاریخ',
};

/** What a size bound counts, for the kind of value it bounds. */
function unitOf(origin: string | undefined): string {
  if (origin === 'string') return ' نویسه';
  if (origin === 'array' || origin === 'set' || origin === 'map') return ' مورد';
  if (origin === 'file') return ' بایت';
  return '';
}

/** A bound in Persian digits («۱۰٬۰۰۰»). */
const number = (value: unknown) => Number(value).toLocaleString('fa-IR');

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const bound = number(big ? issue.maximum : issue.minimum);
  const origin = typeof issue.origin === 'string' ? issue.origin : undefined;
  if (!big && origin === 'string' && Number(issue.minimum) === 1) return 'این مقدار نباید خالی باشد.';
  const unit = unitOf(origin);
  if (unit) return `این مقدار باید ${big ? 'حداکثر' : 'دست‌کم'} ${bound}${unit} داشته باشد.`;
  if (issue.inclusive === false) return `این مقدار باید ${big ? 'کمتر' : 'بیشتر'} از ${bound} باشد.`;
  return `این مقدار باید ${big ? 'حداکثر' : 'دست‌کم'} ${bound} باشد.`;
}

/** The Persian message of one issue. */
export function persianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'این مقدار فرستاده نشده است.';
      const kind = KIND[issue.expected];
      return kind ? `این مقدار باید ${kind} باشد.` : 'نوع این مقدار درست نیست.';
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'not_multiple_of':
      return `این مقدار باید مضربی از ${number(issue.divisor)} باشد.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'نشانی ایمیل درست نیست.' : 'قالب این مقدار درست نیست.';
    case 'unrecognized_keys':
      return 'فیلدهایی فرستاده شده است که این درخواست نمی‌شناسد.';
    default:
      return 'این مقدار پذیرفته نیست.';
  }
}
