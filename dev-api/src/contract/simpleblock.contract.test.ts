import { getSimpleBlock, NotFoundError } from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('simpleblock contract', () => {
  it('POST /front/simpleblock answers a named block; an unknown name is 404', async () => {
    const { data } = await getSimpleBlock('login-help');
    expect(data.title).toBe('راهنمای ورود');
    expect(data.body).toContain('کد تأیید');
    await expect(getSimpleBlock('no-such-block')).rejects.toBeInstanceOf(NotFoundError);
  });
});
