import { getGlobalData } from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('utils contract', () => {
  it('GET /front/utils/global parses with the client schema', async () => {
    const global = await getGlobalData();
    expect(global.grades).toHaveLength(13);
    expect(global.vendor_categories.length).toBeGreaterThanOrEqual(20);
  });
});
