import { RequiredParameterError } from './errors.ts';
import { searchTopics } from './search.ts';

describe('search calls', () => {
  it('topic search needs a query and sends nothing without one', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const error = await searchTopics('  ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredParameterError);
    expect((error as RequiredParameterError).parameter).toBe('search');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
