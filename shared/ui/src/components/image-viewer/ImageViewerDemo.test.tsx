import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ImageViewerDemo } from './ImageViewerDemo.tsx';

describe('ImageViewerDemo', () => {
  it('opens the viewer on the thumbnail that was pressed and returns there on close', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ImageViewerDemo />);
    const thumbnail = screen.getByRole('button', { name: 'کتابخانهٔ مدرسه' });
    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'نمایشگر تصویر' });
    expect(within(dialog).getByText('۳ از ۵')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('lets the visitor turn looping on', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ImageViewerDemo />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'حیاط مدرسه' }));
    expect(screen.getByRole('button', { name: 'تصویر قبلی' })).toBeEnabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('۱ از ۵')).toBeVisible();
  });
});
