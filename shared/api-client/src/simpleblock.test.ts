import { forbidRequests } from './testing/required-parameters.ts';
import { RequiredParameterError } from './errors.ts';
import { getSimpleBlock } from './simpleblock.ts';

describe('simpleblock calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a block needs its name', async () => {
    for (const name of ['', '   ']) {
      const error = await getSimpleBlock(name).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RequiredParameterError);
      expect(error).toHaveProperty('parameter', 'name');
    }
  });
});
