import path from 'node:path';
import type { startDevApi } from 'dev-api';
import type { Settings } from '../settings.ts';

/**
 * The API the CLI's smoke test renders pages against, reached the way the
 * server reaches it: `API_BASE_URL`, or else the dev API on the data the
 * server's own dev API serves (`DATA_DIR/dev-api`, main.ts), started on a
 * free loopback port only when a smoke test runs, and stopped with the command.
 */
export class SmokeApi {
  private started: ReturnType<typeof startDevApi> | undefined;

  constructor(private readonly settings: Pick<Settings, 'API_BASE_URL' | 'DATA_DIR'>) {}

  async base(): Promise<string> {
    if (this.settings.API_BASE_URL) return this.settings.API_BASE_URL;
    // Quiet: its log (one-time codes and the like) is not the command's output.
    // Loaded here, not with the CLI: the dev API and its seed data take a second to load, which every other
    // command (status, history, publish…) would pay for nothing.
    this.started ??= import('dev-api').then(({ startDevApi: start }) =>
      start(0, { dataDir: path.join(this.settings.DATA_DIR, 'dev-api'), log: () => undefined }),
    );
    return (await this.started).baseUrl;
  }

  async close(): Promise<void> {
    const started = await this.started?.catch(() => undefined);
    await started?.app.close();
  }
}
