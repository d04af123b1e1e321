import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { QueryState } from './QueryState.tsx';

/** Catches what a page throws, as the page boundary does, and says what it caught. */
class Boundary extends Component<{ children: ReactNode }, { caught?: string }> {
  override state: { caught?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { caught: error.name };
  }
  override render() {
    return this.state.caught ? <p>صفحه پیدا نشد ({this.state.caught})</p> : this.props.children;
  }
}

function Title({ load, notFoundIsPage }: { load: () => Promise<string>; notFoundIsPage?: boolean }) {
  const query = useQuery({ queryKey: ['title'], queryFn: load });
  return (
    <QueryState
      query={query}
      pending={<p>در حال بارگذاری…</p>}
      failure={{ title: 'عنوان بارگذاری نشد', headingLevel: 3 }}
      notFoundIsPage={notFoundIsPage}
    >
      {(title) => <h1>{title}</h1>}
    </QueryState>
  );
}

function renderTitle(load: () => Promise<string>, notFoundIsPage?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <Boundary>
        <Title load={load} notFoundIsPage={notFoundIsPage} />
      </Boundary>
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows the skeleton, then the answer', async () => {
    renderTitle(() => Promise.resolve('دستور زبان فارسی'));
    expect(screen.getByText('در حال بارگذاری…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'دستور زبان فارسی' })).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the answer', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('ریاضی هفتم');
    renderTitle(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('عنوان بارگذاری نشد');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'ریاضی هفتم' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a 404 to the page as its not-found page when asked, and offers a retry otherwise', async () => {
    const missing = () => Promise.reject(Object.assign(new Error('گم شد'), { name: 'NotFoundError', status: 404 }));
    // React reports the error the boundary caught; that report is expected here.
    const report = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderTitle(missing, true);
    expect(await screen.findByText('صفحه پیدا نشد (NotFoundError)')).toBeInTheDocument();
    unmount();
    renderTitle(missing);
    expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    report.mockRestore();
  });
});
