import { QueryClient, queryOptions, skipToken, type FetchQueryOptions } from '@tanstack/react-query';
import { confirmedQuery } from './confirmed-query.ts';
import { NotFoundError } from './errors.ts';

const grades = (slugs: string[]) =>
  queryOptions({
    queryKey: ['education', 'grades'],
    queryFn: () => Promise.resolve({ data: slugs.map((slug) => ({ slug })) }),
    staleTime: 60_000,
  });

/** Fetches a query as the site server does with a route module's (its declarations are shapes, not typed options). */
const fetchAsServer = (query: object) => new QueryClient().fetchQuery(query as FetchQueryOptions);

/** The check a grade's page makes: the grade of its address is among them. */
const naming = (slug: string) => (answer: { data: { slug: string }[] }) => {
  if (!answer.data.some((item) => item.slug === slug)) throw new NotFoundError();
};

describe('confirmedQuery', () => {
  it('keeps the page’s key and freshness, so the page finds the answer in the cache', () => {
    const query = confirmedQuery(grades([]), naming('grade-7'));
    expect(query.queryKey).toEqual(['education', 'grades']);
    expect(query.staleTime).toBe(60_000);
  });

  it('resolves with the answer when the check passes', async () => {
    const query = confirmedQuery(grades(['grade-7']), naming('grade-7'));
    await expect(fetchAsServer(query)).resolves.toEqual({ data: [{ slug: 'grade-7' }] });
  });

  it('fails the fetch with the check’s 404 when the page would call the answer «not found»', async () => {
    const query = confirmedQuery(grades(['grade-8']), naming('grade-7'));
    await expect(fetchAsServer(query)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps a failed fetch’s own error', async () => {
    const failing = queryOptions({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('offline')) });
    const check = jest.fn();
    await expect(fetchAsServer(confirmedQuery(failing, check))).rejects.toThrow('offline');
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a query with nothing to fetch', async () => {
    const query = confirmedQuery({ queryKey: ['x'], queryFn: skipToken }, () => undefined);
    await expect(fetchAsServer(query)).rejects.toThrow('no function to fetch it');
  });
});
