import { RequiredParameterError } from './errors.ts';
import { getSimpleBlock } from './simpleblock.ts';

describe('simpleblock calls: required parameters (spec section 5)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn();
  });
  afterEach(() => {
    expect(globalThis.fetch).not.toHaveBeenCalled();
    globalThis.fetch = realFetch;
  });

  it('a block needs its name', async () => {
    for (const name of ['', '   ']) {
      const error = await getSimpleBlock(name).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RequiredParameterError);
      expect(error).toHaveProperty('parameter', 'name');
    }
  });
});
