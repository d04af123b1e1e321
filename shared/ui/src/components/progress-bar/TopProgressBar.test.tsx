import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { TopProgressBar } from './TopProgressBar.tsx';

describe('TopProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only once a load has lasted 150 ms', () => {
    renderWithTheme(<TopProgressBar active />);

    act(() => jest.advanceTimersByTime(149));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری' })).toBeInTheDocument();
  });

  it('never flashes for a load shorter than the delay', () => {
    const { rerender } = renderWithTheme(<TopProgressBar active />);

    act(() => jest.advanceTimersByTime(100));
    rerender(<TopProgressBar active={false} />);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disappears as soon as the load ends', () => {
    const { rerender } = renderWithTheme(<TopProgressBar active />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    rerender(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
