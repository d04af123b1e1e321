import type { RegistryCopy } from '../registry/registry-copies.ts';
import { PROBLEM_TEXT, type RegistryHealth } from '../registry/registry-store.ts';

const faNumber = (value: number) => value.toLocaleString('fa-IR', { useGrouping: false });
const faTime = (iso: string) => new Date(iso).toLocaleString('fa-IR', { dateStyle: 'short', timeStyle: 'medium' });

/** The restore command, as the messages name it. */
export const RESTORE_COMMAND = 'npm run ops -- registry restore';

/** `status`'s first lines when registry.json is damaged: what happened, since when, what is served. */
export function registryHealthLines(health: RegistryHealth | undefined): string[] {
  if (!health?.damaged) return [];
  const served = health.served
    ? `سرور بازبینی ${faNumber(health.served.revision)} را ${health.served.from === 'memory' ? 'از حافظه' : 'از نسخهٔ نگه‌داشته'} سرو می‌کند`
    : 'هیچ نسخهٔ سالمی برای سرو کردن نیست';
  return [
    `هشدار: پروندهٔ رجیستری ${PROBLEM_TEXT[health.problem]} (از ${faTime(health.since)}).`,
    `${served}؛ تا بازگرداندن یک نسخهٔ نگه‌داشته هیچ تغییری نوشته نمی‌شود: ${RESTORE_COMMAND}`,
    '',
  ];
}

/** The kept copies of the registry for `registry restore` without a revision. */
export function formatCopies(copies: readonly RegistryCopy[]): string {
  if (!copies.length) return 'هیچ نسخهٔ نگه‌داشته‌ای از رجیستری نیست.';
  const lines = copies.map((copy) => {
    const areas = copy.areas
      .map((area) => `${area.area} ${area.current}${area.canary ? ` (قناری ${area.canary})` : ''}`)
      .join('، ');
    return `  بازبینی ${faNumber(copy.revision)}  نوشته‌شده ${faTime(copy.writtenAt)}  ${areas || 'بی بخش'}  ${faNumber(copy.historyEntries)} رخداد در تاریخچه`;
  });
  return [
    'نسخه‌های نگه‌داشتهٔ رجیستری (تازه‌ترین اول):',
    ...lines,
    `برای بازگرداندن یکی: ${RESTORE_COMMAND} <بازبینی>`,
  ].join('\n');
}

/** What `registry restore <revision>` did. */
export function restoredText(from: number, now: number): string {
  return `رجیستری از نسخهٔ نگه‌داشتهٔ بازبینی ${faNumber(from)} بازگردانده شد؛ بازبینی کنونی ${faNumber(now)} است.`;
}
