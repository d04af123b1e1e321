import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('is announced as an alert with a Persian title by default', () => {
    renderWithTheme(<ErrorState message="اتصال به سرور برقرار نشد." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('مشکلی پیش آمد');
    expect(alert).toHaveTextContent('اتصال به سرور برقرار نشد.');
  });

  it('tries again when the retry button is pressed', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not retry twice while an attempt is running', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} retrying />);

    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
