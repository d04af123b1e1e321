import { AREAS, releaseVersionSchema, type AreaName } from '@shared/registry';
import { previewSecret } from '../preview/preview-secret.ts';
import { previewToken } from '../preview/preview-token.ts';
import { onSite } from '../render/on-site-path.ts';
import { checkRelease } from '../registry/release-check.ts';
import { OperationRefusedError, type ChangeRequest, type OpsContext } from '../registry/operations.ts';
import { recordPreview } from '../registry/preview-record.ts';
import type { Settings } from '../settings.ts';
import { parseDuration } from './rollout-command.ts';
import { UsageError } from './cli.ts';

/** The longest a preview link lasts: a link that leaks should stop working soon. */
const MAX_PREVIEW_MS = 7 * 24 * 3_600_000;

/**
 * `preview <area> <version> [<area> <version> …] [--for 1h] [--path /page]`: a signed link that gives the
 * browser opening it those releases (published, passing promote's checks; no smoke test, nothing changes
 * for anyone else) until it expires (docs/operations.md, "Previews"). The link is recorded in the history
 * with who made it and why, so the ops page can list the open ones.
 */
export async function previewCommand(
  context: OpsContext,
  settings: Settings,
  args: string[],
  options: { for?: string; path?: string },
  request: Pick<ChangeRequest, 'actor' | 'reason' | 'commit'>,
  now = Date.now(),
): Promise<string> {
  if (args.length === 0 || args.length % 2) throw new UsageError('preview: name pairs of <area> <version>');
  const releases: Partial<Record<AreaName, string>> = {};
  for (let index = 0; index < args.length; index += 2) {
    const area = args[index] as AreaName;
    const version = releaseVersionSchema.safeParse(args[index + 1]);
    if (!AREAS.includes(area)) throw new UsageError(`area must be one of ${AREAS.join(', ')}`);
    if (!version.success) throw new UsageError(`version: not a release version (${args[index + 1]})`);
    // Refused as promote would refuse it (not published, changed, not fitting the shell): a preview shows it.
    await checkRelease(context, area, version.data);
    releases[area] = version.data;
  }
  const lasts = options.for === undefined ? 3_600_000 : parseDuration(options.for);
  if (lasts > MAX_PREVIEW_MS) throw new UsageError('--for: at most 7 days (168h)');
  const secret = await previewSecret(settings);
  if (!secret) {
    throw new OperationRefusedError(
      'برای پیش‌نمایش با PostgreSQL، PREVIEW_SECRET را (دست‌کم ۳۲ نویسه، برای همهٔ سرورها یکسان) تنظیم کنید.',
    );
  }
  const expiresAt = now + lasts;
  const link = new URL('/preview', settings.SITE_URL ?? `http://127.0.0.1:${settings.PORT}`);
  link.searchParams.set('token', previewToken({ releases, expiresAt }, secret));
  const to = onSite(options.path);
  if (to) link.searchParams.set('to', to);
  await recordPreview(context, releases, request, { until: new Date(expiresAt), link: link.href });
  const what = Object.entries(releases)
    .map(([area, version]) => `${area} ${version}`)
    .join(', ');
  return `preview of ${what} until ${new Date(expiresAt).toISOString()}; open in the browser that should see it:\n${link.href}`;
}
