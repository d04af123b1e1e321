import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('says how far it has got in Persian', () => {
    renderWithTheme(<ProgressBar value={42} label="پیشرفت دوره" />);
    const bar = screen.getByRole('progressbar', { name: 'پیشرفت دوره' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '۴۲٪');
  });

  it('keeps the value between 0 and 100', () => {
    renderWithTheme(<ProgressBar value={130} />);
    expect(screen.getByRole('progressbar', { name: 'پیشرفت' })).toHaveAttribute('aria-valuetext', '۱۰۰٪');
  });
});
