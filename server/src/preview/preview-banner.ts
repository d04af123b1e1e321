import { escapeMarkup } from '../escape-markup.ts';
import type { Preview } from './preview-token.ts';

/** The banner's id: the shell draws it only when the page came without it (a page the browser rendered). */
export const PREVIEW_BANNER_ID = 'preview-banner';

/** The banner's words, the same on the server and in the shell (shell/src/remotes/preview-banner.ts). */
export function previewBannerText(preview: Preview): { title: string; releases: string; until: string } {
  const until = new Date(preview.expiresAt).toLocaleTimeString('fa-IR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Tehran',
  });
  const releases = Object.entries(preview.releases)
    .map(([area, version]) => `${area} ${version}`)
    .join('، ');
  return { title: 'پیش‌نمایش، فقط در همین مرورگر:', releases, until: `تا ساعت ${until}` };
}

/** A server-rendered page with the preview banner (outside the root React takes over, so no mismatch). */
export function withPreviewBanner(html: string, preview: Preview): string {
  const text = previewBannerText(preview);
  const banner =
    `<aside id="${PREVIEW_BANNER_ID}" aria-label="پیش‌نمایش" dir="rtl" style="position:fixed;inset-block-start:0;inset-inline:0;z-index:2147483647;padding:6px 12px;background:#4c1d95;color:#fff;font:14px/1.6 Vazirmatn,system-ui,sans-serif;text-align:center">` +
    `<strong>${escapeMarkup(text.title)}</strong> <bdi>${escapeMarkup(text.releases)}</bdi> (${escapeMarkup(text.until)}) ` +
    `<a href="/preview/end" style="color:#fff;font-weight:bold">پایان پیش‌نمایش</a></aside>`;
  return html.includes('</body>') ? html.replace('</body>', `${banner}</body>`) : html + banner;
}
