import type { SmokeRouteResult } from '../render/release-smoke.ts';
import { API_UNANSWERED, type SmokeReport } from './smoke-gate.ts';

const fa = (value: number) => value.toLocaleString('fa-IR');
const seconds = (ms: number) =>
  ms < 1000 ? `${fa(ms)} میلی‌ثانیه` : `${(ms / 1000).toLocaleString('fa-IR', { maximumFractionDigits: 1 })} ثانیه`;

/** How the override is asked for, in the CLI and the admin API. */
export const SKIP_SMOKE_HINT = 'تنها در اضطرار: --skip-smoke در فرمان، یا "skipSmoke": true در API مدیریت';

/** One route's line: pattern, the address tried, what happened. */
function routeLine({ pattern, url, outcome, ms }: SmokeRouteResult): string {
  const tried = url && url !== pattern ? ` (آزموده با ${url})` : '';
  switch (outcome.kind) {
    case 'passed': {
      const answer = outcome.answer === 'client' ? 'به مرورگر سپرده شد' : `پاسخ ${fa(outcome.answer)}`;
      return `  ✓ ${pattern}${tried}: ${answer}، ${fa(ms)} میلی‌ثانیه`;
    }
    case 'failed':
      return `  ✗ ${pattern}${tried}: روی سرور شکست؛ خطای صفحه: ${outcome.reason}`;
    case 'unjudged':
      return `  ? ${pattern}${tried}: API پاسخ نداد، پس آزموده نشد`;
    case 'skipped':
      return `  – ${pattern}: آزموده نشد، ${outcome.why === 'guarded' ? 'پشت ورود است (سرور آن را برای کسی نمی‌سازد)' : 'پارامتر واقعی‌ای برایش در نقشه‌های سایت نیست'}`;
  }
}

const count = (report: SmokeReport, kind: SmokeRouteResult['outcome']['kind']) =>
  report.routes.filter((route) => route.outcome.kind === kind).length;

/** What the smoke test did, for a promote or canary that went ahead. */
export function smokeSummary(report: SmokeReport): string {
  const head =
    `آزمون دود ${report.area} ${report.version}: ${fa(count(report, 'passed'))} صفحه روی سرور درست ساخته شد، ` +
    `${fa(count(report, 'skipped'))} صفحه آزموده نشد؛ در ${seconds(report.ms)}`;
  return [head, ...report.routes.map(routeLine)].join('\n');
}

/** What is said when the test was asked to be skipped. */
export function smokeSkipped(area: string, version: string): string {
  return `آزمون دود ${area} ${version} به خواست شما (--skip-smoke) انجام نشد.`;
}

/**
 * Why the release may not become current, or undefined when it may: a page
 * failed (named by pattern and the address tried), or the test could not
 * judge it (the API did not answer, no shell Node build).
 */
export function smokeRefusal(report: SmokeReport): string | undefined {
  const failed = report.routes.filter((route) => route.outcome.kind === 'failed');
  const unjudged = report.routes.filter((route) => route.outcome.kind === 'unjudged');
  const release = `${report.area} ${report.version}`;
  if (failed.length) {
    return [
      `${release} پذیرفته نشد: در آزمون دود ${fa(failed.length)} صفحه روی سرور شکست (خطا داد، یا «… الان در دسترس نیست» را نشان می‌داد):`,
      ...failed.map(routeLine),
      ...unjudged.map(routeLine),
      `${fa(report.routes.length)} مسیر در ${seconds(report.ms)}. ${SKIP_SMOKE_HINT}.`,
    ].join('\n');
  }
  if (report.problem || unjudged.length) {
    return [
      `${release} پذیرفته نشد: آزمون دود انجام نشد؛ ${report.problem ?? API_UNANSWERED}.`,
      ...unjudged.map(routeLine),
      `${SKIP_SMOKE_HINT}.`,
    ].join('\n');
  }
  return undefined;
}
