import { AREAS, type AreaName } from '@shared/registry';
import { OperationRefusedError } from '../registry/operations.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import { RegistryMissingError } from '../registry/registry-store.ts';
import { differences, type ReleaseStore } from '../registry/release-store.ts';
import { failureKey } from './failure-sums.ts';
import { namesRelease } from './shared-release-store.ts';
import type { SharedSettings, SiteStore } from './site-store.ts';

/** One side of a move: a store and the release store that reads or writes its releases' bytes. */
export interface StoreSide {
  store: SiteStore;
  releases: ReleaseStore;
  /**
   * RELEASE_ORIGINS and RELEASES_BASE_URL as this side's servers use them: on the file store this
   * command's environment (each server's own), on PostgreSQL the stored ones (undefined: none yet).
   */
  settingsInUse(): Promise<SharedSettings | undefined>;
}

/** What a move copied, for its summary. */
export interface MoveSummary {
  revision: number;
  historyEntries: number;
  /** Releases written to the target. */
  releasesCopied: number;
  /** Releases the target already held with the same record (an earlier, interrupted move). */
  releasesAlreadyThere: number;
  failureRows: number;
  /** The source's settings in use: stored in PostgreSQL, or for the file store's servers' environment. */
  sharedSettings?: SharedSettings;
  /** Releases left behind: no record, or bytes no longer the recorded ones; no registry names them. */
  skipped: string[];
}

type Release = { area: AreaName; version: string };

const fa = (count: number) => count.toLocaleString('fa-IR');
const named = (releases: readonly Release[]) => releases.map(({ area, version }) => `${area} ${version}`).join('، ');

/** Why the target is refused: it holds a registry already (moving would mix two histories). */
export const TARGET_HAS_REGISTRY: Record<SiteStore['kind'], string> = {
  postgres:
    'پایگاه دادهٔ مقصد (DATABASE_URL) از پیش رجیستری دارد؛ انتقال انجام نشد و چیزی نوشته نشد. ' +
    'برای از نو شروع کردن، پایگاه دادهٔ تازه و خالی‌ای بسازید (یا این یکی را پاک کنید و دوباره بسازید) و DATABASE_URL را به آن بدهید.',
  files:
    'پوشهٔ داده‌های مقصد (DATA_DIR) از پیش رجیستری دارد؛ انتقال انجام نشد و چیزی نوشته نشد. ' +
    'یک DATA_DIR تازه و خالی بدهید.',
};

/** Whether the source's copy of a release can be moved: it has a record and its bytes are the recorded ones. */
async function isSound(releases: ReleaseStore, area: AreaName, version: string): Promise<boolean> {
  if (!(await releases.publishedHashes(area, version))) return false;
  // A shared store fetches the release first, checked against its record; bytes it cannot have are unsound.
  const changed = await releases.changedFiles(area, version).catch(() => ['?']);
  return changed.length === 0;
}

/** The source's registry, refused when there is none or it is damaged (restore it first). */
async function sourceRegistry(source: SiteStore): Promise<RegistryFile> {
  const health = await source.registry.health();
  if (health.damaged) {
    throw new OperationRefusedError(
      'رجیستری مبدأ آسیب دیده است؛ انتقال انجام نشد. نخست آن را بازگردانید (npm run ops -- registry restore).',
    );
  }
  return source.registry.read().catch((error: unknown) => {
    if (error instanceof RegistryMissingError) {
      throw new OperationRefusedError('مبدأ رجیستری ندارد؛ چیزی برای انتقال نیست.');
    }
    throw error;
  });
}

/** Which releases to copy, which the target already holds, and which are left behind; refused on a conflict. */
async function planReleases(source: StoreSide, target: StoreSide, registry: RegistryFile) {
  const plan = { copy: [] as Release[], alreadyThere: 0, skipped: [] as Release[] };
  const conflicts: Release[] = [];
  for (const area of AREAS) {
    for (const version of await source.store.releaseRecords.versions(area)) {
      if (!(await isSound(source.releases, area, version))) {
        plan.skipped.push({ area, version });
        continue;
      }
      const ours = (await source.releases.publishedHashes(area, version))!;
      const theirs = await target.store.releaseRecords.read(area, version);
      if (!theirs) plan.copy.push({ area, version });
      // Skipped only when the target's bytes are the recorded ones too (not a copy a crash left half-made).
      else if (differences(ours, theirs).length === 0 && (await isSound(target.releases, area, version))) {
        plan.alreadyThere += 1;
      } else conflicts.push({ area, version });
    }
  }
  if (conflicts.length > 0) {
    throw new OperationRefusedError(
      `مقصد این نسخه‌ها را با پرونده‌های دیگری دارد: ${named(conflicts)}؛ انتقال انجام نشد. مقصدی تازه و خالی بدهید.`,
    );
  }
  const needed = plan.skipped.filter(({ area, version }) => namesRelease(registry, area, version));
  if (needed.length > 0) {
    throw new OperationRefusedError(
      `رجیستری این نسخه‌ها را نام می‌برد ولی پرونده‌هایشان در مبدأ آن‌چه منتشر شده نیست: ${named(needed)}؛ ` +
        'انتقال انجام نشد. نخست آن‌ها را دوباره منتشر کنید (npm run ops -- publish).',
    );
  }
  return plan;
}

/**
 * Copies everything one store holds into another that holds no registry yet: every sound release (bytes
 * and record), the shared settings (written into PostgreSQL; on the file store each server's environment
 * holds them), the failure counts, and last the registry with its revision and whole
 * history unchanged. The registry is the commit point: a move cut short leaves the target without one,
 * so running it again is allowed and skips what is there already. The source is only read. Servers must
 * be stopped (or the source read-only) meanwhile: a change made during the move is refused at the end.
 */
export async function moveStore(source: StoreSide, target: StoreSide): Promise<MoveSummary> {
  if (!(await target.store.registry.isNew())) throw new OperationRefusedError(TARGET_HAS_REGISTRY[target.store.kind]);
  const registry = await sourceRegistry(source.store);
  const plan = await planReleases(source, target, registry);

  for (const { area, version } of plan.copy) {
    await target.releases.publish(area, version, source.releases.folder(area, version));
  }
  // The file store's servers read these from their own environment: the summary shows them instead.
  const settings = await source.settingsInUse();
  if (settings && target.store.kind === 'postgres') await target.store.sharedSettings.write(settings);
  // Counts are summed on `add`: rows an interrupted move already added are not added twice.
  const there = new Set((await target.store.failures.all()).map(failureKey));
  const failures = await source.store.failures.all();
  await target.store.failures.add(failures.filter((row) => !there.has(failureKey(row))));

  const latest = await source.store.registry.read();
  if (latest.revision !== registry.revision) {
    throw new OperationRefusedError(
      'رجیستری مبدأ در میانهٔ انتقال تغییر کرد؛ رجیستری به مقصد نوشته نشد. سرورها را نگه دارید و دوباره اجرا کنید ' +
        '(آن‌چه رونوشت شده می‌ماند و دوباره رونوشت نمی‌شود).',
    );
  }
  const created = await target.store.registry.create(async () => registry);
  if (JSON.stringify(created) !== JSON.stringify(registry)) {
    throw new OperationRefusedError(
      'در میانهٔ انتقال، فرایند دیگری (سروری که راه افتاد؟) در مقصد رجیستری ساخت؛ انتقال کامل نشد. ' +
        'سرورها را نگه دارید و با مقصدی تازه و خالی دوباره اجرا کنید.',
    );
  }
  return {
    revision: registry.revision,
    historyEntries: registry.history.length,
    releasesCopied: plan.copy.length,
    releasesAlreadyThere: plan.alreadyThere,
    failureRows: failures.length,
    ...(settings ? { sharedSettings: settings } : {}),
    skipped: plan.skipped.map(({ area, version }) => `${area} ${version}`),
  };
}

/** The settings as an environment sets them: what the operator gives servers on the file store. */
const asEnvironment = (settings: SharedSettings) =>
  `RELEASES_BASE_URL=${settings.releasesBaseUrl} RELEASE_ORIGINS=${settings.releaseOrigins.join(',')}`;

function settingsLine(settings: SharedSettings | undefined, to: SiteStore['kind']): string {
  if (to === 'postgres') {
    return settings
      ? `  تنظیمات مشترک: در PostgreSQL نوشته شد (${asEnvironment(settings)})`
      : '  تنظیمات مشترک: نوشته نشد';
  }
  return settings
    ? `  تنظیمات مشترک: با پرونده‌ها هر سرور آن‌ها را از محیط خود می‌خواند؛ در محیط سرورها بگذارید: ${asEnvironment(settings)}`
    : '  تنظیمات مشترک: در پایگاه داده نبود؛ سرورها تنظیمات محیط خود را به کار می‌برند';
}

/** The Persian summary the CLI prints after a move. */
export function moveSummaryText(summary: MoveSummary, to: SiteStore['kind']): string {
  const lines = [
    to === 'postgres' ? 'انتقال به PostgreSQL انجام شد.' : 'انتقال به پرونده‌های DATA_DIR انجام شد.',
    `  رجیستری: بازبینی ${fa(summary.revision)} با ${fa(summary.historyEntries)} رویداد تاریخچه`,
    `  نسخه‌های منتشرشده: ${fa(summary.releasesCopied)} رونوشت شد، ${fa(summary.releasesAlreadyThere)} از پیش آن‌جا بود`,
    `  گزارش‌های خطا: ${fa(summary.failureRows)} ردیف`,
    settingsLine(summary.sharedSettings, to),
  ];
  if (summary.skipped.length > 0) {
    lines.push(`  جا ماند (بی‌پروندهٔ ثبت یا با پرونده‌های دگرگون، و در رجیستری نیست): ${summary.skipped.join('، ')}`);
  }
  lines.push(
    to === 'postgres'
      ? 'اکنون سرورها را با DATABASE_URL همین پایگاه داده راه بیندازید؛ مبدأ دست نخورده است.'
      : 'اکنون سرورها را بی DATABASE_URL و با همین DATA_DIR راه بیندازید؛ پایگاه داده دست نخورده است.',
  );
  return lines.join('\n');
}
