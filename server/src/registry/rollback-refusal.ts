import type { AreaName } from '@shared/registry';
import type { LoadFailureSummary } from './load-reports.ts';

/**
 * Each kind's name in the refusal. A string-keyed map, not one per known kind: a kind added later still
 * counts against a rollback and is named by its own name until it gets a title here.
 */
const KIND_TITLES: Readonly<Record<string, string>> = {
  load: 'بارگذاری نشدن در مرورگر (گزارش مرورگرها، تأییدنشده)',
  crash: 'خطای صفحه در مرورگر (گزارش مرورگرها، تأییدنشده)',
  hydration: 'خطای هیدراسیون در مرورگر (گزارش مرورگرها، تأییدنشده)',
  render: 'شکست رندر در سرور',
  tamper: 'تغییر پرونده‌ها پس از انتشار (یافتهٔ خود سرور)',
};

/** The longest piece of a reason quoted: enough to recognise it, short enough to read the whole message. */
const REASON_SHOWN = 120;

/**
 * A reason as one quiet line: a browser's report is free text, so control and direction-changing
 * characters (which could reorder the message around it) become spaces.
 */
function quotedReason(reason: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const plain = reason.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();
  return plain.length > REASON_SHOWN ? `${plain.slice(0, REASON_SHOWN)}…` : plain;
}

function failureText(failure: LoadFailureSummary): string {
  const title = KIND_TITLES[failure.kind] ?? `خطای «${failure.kind}»`;
  const times = failure.count.toLocaleString('fa-IR');
  return `${title}: ${times} بار، آخرین علت: «${quotedReason(failure.lastReason)}»`;
}

/** Why a rollback to a release is refused: every kind of failure recorded since it was last current. */
export function rollbackRefusal(area: AreaName, version: string, failures: readonly LoadFailureSummary[]): string {
  return (
    `بازگشت ${area} به نسخهٔ ${version} انجام نشد: از وقتی این نسخه دیگر نسخهٔ جاری نبود، این خطاها از آن ثبت شده است: ` +
    `${failures.map(failureText).join('؛ ')}. ` +
    'نسخهٔ سالم دیگری را promote کنید، یا اگر با این حال همین را می‌خواهید، با ‎--force‎ ' +
    '(در API مدیریت: ‎"force": true‎) دوباره بخواهید.'
  );
}
