import type { ReleasePolicy } from '../registry/release-check.ts';
import type { BrowserPolicy } from '../registry/remotes-json.ts';
import type { SharedSettings, SiteStore } from './site-store.ts';

/** Where a server says what it found (its log); the CLI passes none. */
export interface SettingsLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Where the values in use come from: this process's environment (file store) or the shared store. */
export type SettingsSource = 'environment' | 'store';

const NAMES: Record<keyof SharedSettings, string> = {
  releaseOrigins: 'RELEASE_ORIGINS',
  releasesBaseUrl: 'RELEASES_BASE_URL',
};

const shown = (value: SharedSettings[keyof SharedSettings]) =>
  Array.isArray(value) ? value.join(',') || '(none)' : String(value);

const same = (a: SharedSettings[keyof SharedSettings], b: SharedSettings[keyof SharedSettings]) =>
  shown(a) === shown(b);

/**
 * The settings every server must agree on (RELEASE_ORIGINS, RELEASES_BASE_URL) as this process uses them.
 * On the file store they are the environment's, as they always were. On PostgreSQL the stored ones win:
 * the first server or CLI to find none stores its own, a server whose environment differs says so once and
 * serves with the stored ones, and a change (`ops settings set`) is read again on its ring. Everything that
 * uses them reads them through `releasePolicy` and `browserPolicy`, whose getters follow a change at once.
 */
export class EffectiveSettings {
  /** The values in use, in a box the policies' getters share (a change reaches every holder of a policy). */
  private readonly state: { values: SharedSettings };
  private from: SettingsSource = 'environment';
  /** The policy of the release checks (publish, promote, canary, status), always the values in use now. */
  readonly releasePolicy: ReleasePolicy;

  constructor(private readonly environment: SharedSettings) {
    const state = (this.state = { values: environment });
    this.releasePolicy = {
      get releasesBaseUrl() {
        return state.values.releasesBaseUrl;
      },
      get allowedOrigins() {
        return state.values.releaseOrigins;
      },
    };
  }

  get current(): SharedSettings {
    return this.state.values;
  }

  get source(): SettingsSource {
    return this.from;
  }

  /** What `/remotes.json` and the server renders tell browsers, with this server's own overrides switch. */
  browserPolicy(overrides: boolean): BrowserPolicy {
    const state = this.state;
    return {
      get origins() {
        return state.values.releaseOrigins;
      },
      overrides,
    };
  }

  /**
   * Takes the store's settings on a ready store (PostgreSQL); stores this process's own when it holds none.
   * Two processes seeding at once both write: the last write wins, and its ring brings the other to it.
   */
  async adopt(store: SiteStore, log?: SettingsLog): Promise<void> {
    if (store.kind === 'files') return;
    const stored = await store.sharedSettings.read();
    if (!stored) {
      await store.sharedSettings.write(this.environment);
      log?.info(`stored this server's ${Object.values(NAMES).join(' and ')} as the settings every server shares`);
    } else {
      for (const key of Object.keys(NAMES) as (keyof SharedSettings)[]) {
        if (same(stored[key], this.environment[key])) continue;
        log?.warn(
          `${NAMES[key]} in this server's environment (${shown(this.environment[key])}) differs from the one every server ` +
            `shares in PostgreSQL (${shown(stored[key])}): serving with the shared one (change it with: npm run ops -- settings set)`,
        );
      }
      this.state.values = stored;
    }
    this.from = 'store';
  }

  /** Reads the store's settings again (a `settings` ring, a reconnect); a failed read keeps the ones in use. */
  async reread(store: SiteStore, log?: SettingsLog): Promise<void> {
    if (store.kind === 'files') return;
    const stored = await store.sharedSettings.read().catch(() => undefined);
    if (!stored) return;
    const changed = (Object.keys(NAMES) as (keyof SharedSettings)[]).filter(
      (key) => !same(stored[key], this.state.values[key]),
    );
    this.state.values = stored;
    for (const key of changed) log?.info(`shared ${NAMES[key]} is now ${shown(stored[key])}`);
  }
}
