import type { AreaName } from '@shared/registry';
import { AREA_LABELS } from './area-names.ts';
import { clearOverrides, type Overrides } from './overrides.ts';

/** `id` of the badge, so it is drawn once. */
const BADGE_ID = 'mf-override-badge';

/**
 * A badge, fixed at the bottom of the screen, naming every area this browser
 * loads from a developer's own server, with a button that clears them and
 * reloads. Plain DOM: it must show on every page, outside the areas and
 * before React or the theme are involved.
 */
export function showOverrideBadge(overrides: Overrides, onClear: () => void = () => location.reload()): void {
  const entries = Object.entries(overrides) as [AreaName, string][];
  if (entries.length === 0 || document.getElementById(BADGE_ID)) return;
  const badge = document.createElement('aside');
  badge.id = BADGE_ID;
  badge.setAttribute('aria-label', 'بارگذاری از سرور توسعه');
  badge.dir = 'rtl';
  badge.style.cssText = [
    'position: fixed',
    'inset-block-end: 12px',
    'inset-inline-start: 12px',
    'z-index: 2147483647',
    'max-inline-size: min(36rem, calc(100vw - 24px))',
    'padding: 8px 12px',
    'border-radius: 8px',
    'background: #7c2d12',
    'color: #fff',
    'font: 14px/1.6 Vazirmatn, system-ui, sans-serif',
    'box-shadow: 0 2px 8px rgb(0 0 0 / 0.3)',
  ].join(';');
  const title = document.createElement('strong');
  title.textContent = 'فقط در این مرورگر، از سرور توسعه:';
  const list = document.createElement('ul');
  list.style.cssText = 'margin: 4px 0; padding-inline-start: 20px';
  for (const [area, url] of entries) {
    const item = document.createElement('li');
    const where = document.createElement('bdi');
    where.textContent = url;
    item.append(`«${AREA_LABELS[area]}» ← `, where);
    list.append(item);
  }
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.textContent = 'بازگشت به نسخهٔ اصلی';
  clear.style.cssText = 'font: inherit; padding: 2px 12px; border: 0; border-radius: 6px; cursor: pointer';
  clear.addEventListener('click', () => {
    clearOverrides();
    onClear();
  });
  badge.append(title, list, clear);
  document.body.append(badge);
}
