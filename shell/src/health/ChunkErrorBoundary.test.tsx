import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../pages/testing/render-shell.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';

function chunkError() {
  return Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
}

function Throws({ error }: { error: Error }): never {
  throw error;
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ChunkErrorBoundary', () => {
  it('reloads the page once for a missing chunk, then shows an error page with a retry', async () => {
    const reload = jest.fn();
    const first = renderShell(
      <ChunkErrorBoundary reload={reload} buildId={() => 'main.aaa.js'}>
        <Throws error={chunkError()} />
      </ChunkErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // After the reload the chunk fails again: no second reload, an error page instead.
    renderShell(
      <ChunkErrorBoundary reload={reload} buildId={() => 'main.aaa.js'}>
        <Throws error={chunkError()} />
      </ChunkErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'بارگذاری صفحه ممکن نشد' })).toBeInTheDocument();
    expect(document.title).toBe('500 بارگذاری صفحه ممکن نشد | دانش‌سرا');
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows other crashes with a retry that renders the page again, without reloading', async () => {
    const reload = jest.fn();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>صفحه سالم است</p>;
    }
    renderShell(
      <ChunkErrorBoundary reload={reload}>
        <Flaky />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'خطایی در نمایش صفحه رخ داد' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(screen.getByText('صفحه سالم است')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
