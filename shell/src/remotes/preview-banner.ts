import type { RemotesDocument } from '@shared/registry';

/** The banner's id, as the server writes it into a server-rendered preview page (server/src/preview). */
const BANNER_ID = 'preview-banner';

/**
 * The banner of a browser with a preview link, for a page the browser drew itself (a server-rendered page
 * brings it in its HTML): which releases it previews, until when, and a way out. Plain DOM, outside the
 * React root, in the server banner's words.
 */
export function showPreviewBanner(preview: NonNullable<RemotesDocument['preview']>): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('aside');
  banner.id = BANNER_ID;
  banner.setAttribute('aria-label', 'پیش‌نمایش');
  banner.dir = 'rtl';
  banner.style.cssText =
    'position:fixed;inset-block-start:0;inset-inline:0;z-index:2147483647;padding:6px 12px;background:#4c1d95;color:#fff;font:14px/1.6 Vazirmatn,system-ui,sans-serif;text-align:center';
  const title = document.createElement('strong');
  title.textContent = 'پیش‌نمایش، فقط در همین مرورگر:';
  const releases = document.createElement('bdi');
  releases.textContent = Object.entries(preview.releases)
    .map(([area, version]) => `${area} ${version}`)
    .join('، ');
  const until = new Date(preview.expiresAt).toLocaleTimeString('fa-IR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Tehran',
  });
  const end = document.createElement('a');
  end.href = '/preview/end';
  end.textContent = 'پایان پیش‌نمایش';
  end.style.cssText = 'color:#fff;font-weight:bold';
  banner.append(title, ' ', releases, ` (تا ساعت ${until}) `, end);
  document.body.append(banner);
}
