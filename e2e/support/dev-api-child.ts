/**
 * The one dev API that several site servers share (`node --import tsx e2e/support/dev-api-child.ts
 * <dataDir>`): on a free loopback port, with its state in `<dataDir>`, and its base URL printed as the first
 * line. A server started with API_BASE_URL starts no dev API of its own, so every server sees one API state
 * (a login code asked for on one server is good on the other).
 */
import { startDevApi } from 'dev-api';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: dev-api-child.ts <dataDir>');
const { app, baseUrl } = await startDevApi(0, { dataDir });
process.stdout.write(`${baseUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
