import { OperationRefusedError } from '../registry/operations.ts';
import { originList, releasesBaseUrl, unlistedReleasesOrigin } from '../settings.ts';
import type { EffectiveSettings } from '../store/effective-settings.ts';
import type { SharedSettings, SiteStore } from '../store/site-store.ts';

/** A mistake in `settings set`'s values (the CLI prints usage and exits 2). */
export class SettingsValueError extends Error {}

/** What `settings set` was given; a missing one keeps its value. */
export interface SettingsChange {
  releaseOrigins?: string;
  releasesBaseUrl?: string;
}

const FILE_STORE_REFUSAL =
  'بدون DATABASE_URL این تنظیمات از محیط هر سرور خوانده می‌شوند و جایی مشترک ندارند؛ ' +
  'RELEASE_ORIGINS و RELEASES_BASE_URL را در محیط سرورها تغییر دهید و سرورها را دوباره راه‌اندازی کنید.';

/** The new shared settings, validated as the environment's are (settings.ts), with Persian messages. */
export function changedSettings(current: SharedSettings, change: SettingsChange): SharedSettings {
  if (change.releaseOrigins === undefined && change.releasesBaseUrl === undefined) {
    throw new SettingsValueError('دست‌کم یکی از --release-origins یا --releases-base-url را بدهید.');
  }
  let releaseOrigins = current.releaseOrigins;
  if (change.releaseOrigins !== undefined) {
    const parsed = originList.safeParse(change.releaseOrigins);
    if (!parsed.success) {
      throw new SettingsValueError(
        '--release-origins: فهرست مبدأها با ویرگول جدا می‌شود و هر کدام فقط مبدأ است، مانند https://cdn.example.com (بدون مسیر).',
      );
    }
    releaseOrigins = parsed.data;
  }
  let baseUrl = current.releasesBaseUrl;
  if (change.releasesBaseUrl !== undefined) {
    const parsed = releasesBaseUrl.safeParse(change.releasesBaseUrl);
    if (!parsed.success) {
      throw new SettingsValueError(
        '--releases-base-url: مسیری مانند /releases یا نشانی‌ای با http:// یا https:// بدهید.',
      );
    }
    baseUrl = parsed.data;
  }
  const unlisted = unlistedReleasesOrigin(baseUrl, releaseOrigins);
  if (unlisted) {
    throw new SettingsValueError(
      `مبدأ نشانی انتشارها (${unlisted}) در RELEASE_ORIGINS نیست و مرورگرها اجازهٔ بارگیری از آن را ندارند؛ آن را به --release-origins بیفزایید.`,
    );
  }
  return { releaseOrigins, releasesBaseUrl: baseUrl };
}

/** The settings as `settings` prints them, with where they come from. */
export function formatSettings(values: SharedSettings, source: EffectiveSettings['source']): string {
  const heading =
    source === 'store'
      ? 'تنظیمات مشترک همهٔ سرورها (در PostgreSQL؛ بر مقدارهای محیط هر سرور مقدم‌اند):'
      : 'تنظیمات از محیط همین فرمان خوانده شده‌اند (بدون DATABASE_URL هر سرور مقدارهای محیط خودش را به کار می‌برد):';
  const origins = values.releaseOrigins.length ? values.releaseOrigins.join(',') : '— (فقط مبدأ خود سایت)';
  return [heading, `  RELEASE_ORIGINS    ${origins}`, `  RELEASES_BASE_URL  ${values.releasesBaseUrl}`].join('\n');
}

/**
 * `settings` (show) and `settings set --release-origins <a,b> --releases-base-url <url>` (change). A change is
 * stored in PostgreSQL and rings every server, which serve with it from then on; the file store has nothing
 * shared to change.
 */
export async function settingsCommand(
  store: SiteStore,
  shared: EffectiveSettings,
  args: string[],
  change: SettingsChange,
  json: boolean,
): Promise<string> {
  const [sub] = args;
  if (sub === undefined) {
    return json
      ? JSON.stringify({ source: shared.source, ...shared.current }, null, 2)
      : formatSettings(shared.current, shared.source);
  }
  if (sub !== 'set') throw new SettingsValueError(`فرمان settings فقط «set» را می‌شناسد، نه «${sub}».`);
  if (store.kind === 'files') throw new OperationRefusedError(FILE_STORE_REFUSAL);
  const next = changedSettings(shared.current, change);
  await store.sharedSettings.write(next);
  return `${formatSettings(next, 'store')}\nسرورهای در حال کار همین حالا با این مقدارها کار می‌کنند.`;
}
