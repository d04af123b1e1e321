import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderArea, setUpTestApi, type AreaKitOptions } from './index.ts';

const { api, urls } = setUpTestApi();

/** A page as an area writes one: it loads its thing and throws a 404 to the area boundary. */
function ThingPage() {
  const thing = useQuery({
    queryKey: ['thing'],
    queryFn: async () => {
      const response = await fetch(`${api().apiBase}/front/thing?grade=۷`);
      if (!response.ok) throw Object.assign(new Error('not found'), { status: response.status });
      return (await response.json()) as { title: string };
    },
    throwOnError: true,
  });
  return <h1>{thing.data?.title ?? 'در حال بارگذاری'}</h1>;
}

const AREA: AreaKitOptions = { routes: [['/thing', ThingPage]], outside: 'بیرون از ناحیه' };

describe('the area test kit', () => {
  it('shows what the test API answers, and lists the address decoded', async () => {
    api().answer('/front/thing', { status: 200, body: { title: 'درس ریاضی' } });
    renderArea(AREA, '/thing');
    expect(await screen.findByRole('heading', { name: 'درس ریاضی' })).toBeInTheDocument();
    expect(urls).toEqual([`${api().apiBase}/front/thing?grade=۷`]);
  });

  it('forgets the last test’s answers, so a page it did not answer for is not found', async () => {
    renderArea(AREA, '/thing');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    expect(urls).toHaveLength(1);
  });

  it('shows the outside text for an address beyond the area', async () => {
    const view = renderArea(AREA, '/elsewhere');
    expect(await screen.findByText('بیرون از ناحیه')).toBeInTheDocument();
    expect(view.location()).toBe('/elsewhere');
  });
});
