import { escapeMarkup } from '../escape-markup.ts';
import type { StatusReport } from '../registry/status.ts';

/** One area's history in the words of `ops history`. */
export interface AreaHistoryText {
  area: string;
  text: string;
}

const STYLE = `
body { font-family: Vazirmatn, Tahoma, sans-serif; margin: 0; background: #f6f7f9; color: #1d2230; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border: 1px solid #c9ced8; padding: 0.4rem 0.6rem; text-align: start; }
pre { background: #fff; border: 1px solid #c9ced8; padding: 0.75rem; overflow-x: auto; font-size: 0.85rem; }
button, input { font: inherit; padding: 0.4rem 0.8rem; }
:focus-visible { outline: 3px solid #1b5fd1; outline-offset: 2px; }
.error { color: #a11a1a; font-weight: bold; }
summary { padding: 0.5rem 0; min-height: 1.5rem; cursor: pointer; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeMarkup(title)} | دانش‌سرا</title>
<style>${STYLE}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}

/** The sign-in form: the person's own admin token; on a wrong one, a Persian message and the typed text kept. */
export function signInHtml(problem?: string, typed = ''): string {
  return page(
    'صفحهٔ عملیات',
    `<h1>صفحهٔ عملیات</h1>
<p>برای دیدن وضعیت بخش‌ها، توکن مدیریت خودتان (ADMIN_TOKENS) را وارد کنید.</p>
<form method="post" action="/admin/session">
<p><label for="token">توکن مدیریت</label></p>
<p><input id="token" name="token" type="password" autocomplete="current-password" required dir="ltr" value="${escapeMarkup(typed)}"${problem ? ' aria-describedby="token-problem" aria-invalid="true"' : ''}></p>
${problem ? `<p id="token-problem" class="error" role="alert">${escapeMarkup(problem)}</p>` : ''}
<p><button type="submit">ورود</button></p>
</form>`,
  );
}

const dash = (value: string | undefined) => escapeMarkup(value ?? '—');

const PERSIAN_TIME = new Intl.DateTimeFormat('fa-IR', { dateStyle: 'medium', timeStyle: 'short' });

/** The preview links that still work, each with who made it, until when and why; or a sentence saying none. */
function previewsHtml(report: StatusReport): string {
  const previews = report.previews ?? [];
  if (previews.length === 0)
    return '<p>پیش‌نمایش بازی نیست. بسازید با <code dir="ltr">npm run ops -- preview &lt;area&gt; &lt;version&gt;</code>.</p>';
  const rows = previews
    .map(
      (preview) =>
        `<tr><th scope="row">${escapeMarkup(preview.area)}</th><td dir="ltr">${escapeMarkup(preview.version)}</td>` +
        `<td>${escapeMarkup(preview.by)}</td><td>${escapeMarkup(PERSIAN_TIME.format(new Date(preview.until)))}</td>` +
        `<td>${dash(preview.reason)}</td>` +
        `<td><a href="${escapeMarkup(preview.link)}">پیوند پیش‌نمایش ${escapeMarkup(preview.area)} ${escapeMarkup(preview.version)}</a></td></tr>`,
    )
    .join('\n');
  return `<table aria-labelledby="previews">
<thead><tr><th scope="col">بخش</th><th scope="col">نسخه</th><th scope="col">ساخته به دست</th><th scope="col">تا</th><th scope="col">دلیل</th><th scope="col">پیوند</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/**
 * The ops page: each area's releases in a table, then `ops status` and each area's `ops history`, word for
 * word. The reports are wide: each <pre> scrolls and takes focus, so a keyboard can scroll it.
 */
export function opsPageHtml(
  person: string,
  report: StatusReport,
  statusText: string,
  histories: AreaHistoryText[],
): string {
  const rows = report.areas
    .map(
      (area) =>
        `<tr><th scope="row">${escapeMarkup(area.area)}</th><td dir="ltr">${dash(area.current)}</td><td dir="ltr">${dash(area.previous)}</td>` +
        `<td dir="ltr">${area.canary ? `${escapeMarkup(area.canary.version)} (${area.canary.percent.toLocaleString('fa-IR')}٪)` : '—'}</td>` +
        `<td>${area.lock ? `${escapeMarkup(area.lock.by)}: ${escapeMarkup(area.lock.reason)}` : '—'}</td><td>${dash(area.changedBy)}</td></tr>`,
    )
    .join('\n');
  const history = histories
    .map(
      ({ area, text }) =>
        `<details><summary>تاریخچهٔ ${escapeMarkup(area)}</summary><pre dir="ltr" tabindex="0">${escapeMarkup(text)}</pre></details>`,
    )
    .join('\n');
  return page(
    'صفحهٔ عملیات',
    `<h1>صفحهٔ عملیات</h1>
<p>وارد شده به نام <strong>${escapeMarkup(person)}</strong>. این صفحه فقط می‌خواند؛ تغییرها با <code dir="ltr">npm run ops</code> یا API مدیریت است.</p>
<form method="post" action="/admin/session/end"><button type="submit">خروج</button></form>
<h2 id="areas">بخش‌ها</h2>
<table aria-labelledby="areas">
<thead><tr><th scope="col">بخش</th><th scope="col">نسخهٔ کنونی</th><th scope="col">نسخهٔ قبلی</th><th scope="col">قناری</th><th scope="col">قفل</th><th scope="col">آخرین تغییر به دست</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2 id="previews">پیش‌نمایش‌های باز</h2>
<p>هر پیوند فقط به مرورگری که آن را باز کند آن نسخه‌ها را نشان می‌دهد؛ آن را مثل نشانی سایت آزمایشی فقط با هم‌تیمی‌ها به اشتراک بگذارید.</p>
${previewsHtml(report)}
<h2 id="status">وضعیت و سلامت (همان گزارش <code dir="ltr">ops status</code>)</h2>
<pre dir="ltr" tabindex="0" aria-labelledby="status">${escapeMarkup(statusText)}</pre>
<h2>تاریخچه‌ها (همان <code dir="ltr">ops history</code>)</h2>
${history}`,
  );
}
