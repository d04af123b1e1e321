import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { FIVE_IMAGES, ViewerWithOpener, loadImage, renderViewer, stage } from './viewer-test-utils.tsx';

const counter = (text: string) => screen.getByText(text, { selector: 'span' });

describe('ImageViewer', () => {
  it('opens as a labelled modal dialog on the start image, with the position in Persian digits', () => {
    renderViewer({ startIndex: 1 });
    const dialog = screen.getByRole('dialog', { name: 'نمایشگر تصویر' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(counter('۲ از ۵')).toBeVisible();
    expect(screen.getByAltText('عکس دو')).toBeInTheDocument();
    expect(screen.getByText('تصویر ۲ از ۵، عکس دو')).toHaveAttribute('aria-live', 'polite');
  });

  it('goes to the next image with ArrowLeft and back with ArrowRight, as Persian reads', async () => {
    const user = userEvent.setup();
    renderViewer({ startIndex: 1 });
    await user.keyboard('{ArrowLeft}');
    expect(counter('۳ از ۵')).toBeVisible();
    expect(screen.getByAltText('عکس سه')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter('۱ از ۵')).toBeVisible();
  });

  it('follows the arrows the other way round in a left-to-right page', async () => {
    const user = userEvent.setup();
    renderViewer({ dir: 'ltr' });
    await user.keyboard('{ArrowRight}');
    expect(counter('۲ از ۵')).toBeVisible();
  });

  it('stops at both ends when not looping', async () => {
    const user = userEvent.setup();
    renderViewer();
    expect(screen.getByRole('button', { name: 'تصویر قبلی' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(counter('۱ از ۵')).toBeVisible();

    for (let step = 0; step < 6; step += 1) await user.click(screen.getByRole('button', { name: 'تصویر بعدی' }));
    expect(counter('۵ از ۵')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تصویر بعدی' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تصویر قبلی' })).toBeEnabled();
  });

  it('wraps around at both ends when looping', async () => {
    const user = userEvent.setup();
    renderViewer({ startIndex: 4, loop: true });
    const next = screen.getByRole('button', { name: 'تصویر بعدی' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(counter('۱ از ۵')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(counter('۵ از ۵')).toBeVisible();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ViewerWithOpener />);
    const opener = screen.getByRole('button', { name: 'گالری' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ViewerWithOpener />);
    await user.click(screen.getByRole('button', { name: 'گالری' }));
    for (let press = 0; press < 8; press += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows a spinner while the image loads and the image once it has', () => {
    renderViewer();
    expect(stage()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('در حال بارگذاری تصویر')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    loadImage();
    expect(stage()).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('img', { name: 'عکس یک' })).toBeVisible();
    expect(screen.queryByText('در حال بارگذاری تصویر')).not.toBeInTheDocument();
  });

  it('shows a broken image and says so when the image fails to load', () => {
    renderViewer();
    fireEvent.error(screen.getByAltText('عکس یک'));
    expect(stage()).toHaveAttribute('data-state', 'error');
    expect(within(stage()).getByText('تصویر بارگذاری نشد')).toBeVisible();
    expect(screen.queryByAltText('عکس یک')).not.toBeInTheDocument();
    expect(screen.getByText('تصویر ۱ از ۵، عکس یک، تصویر بارگذاری نشد')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeDisabled();
  });

  it('loads the next image afresh after a broken one', async () => {
    const user = userEvent.setup();
    renderViewer();
    fireEvent.error(screen.getByAltText('عکس یک'));
    await user.keyboard('{ArrowLeft}');
    expect(stage()).toHaveAttribute('data-state', 'loading');
  });

  it('never loads an address that is not http(s)', () => {
    renderViewer({ images: [{ src: 'javascript:alert(1)', alt: 'بد' }, ...FIVE_IMAGES] });
    expect(stage()).toHaveAttribute('data-state', 'error');
    expect(screen.queryByAltText('بد')).not.toBeInTheDocument();
    expect(within(stage()).getByText('تصویر بارگذاری نشد')).toBeVisible();
  });

  it('shows a broken image when there is nothing to show', () => {
    renderViewer({ images: [] });
    expect(stage()).toHaveAttribute('data-state', 'empty');
    expect(within(stage()).getByText('تصویری برای نمایش نیست')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تصویر قبلی' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تصویر بعدی' })).toBeDisabled();
  });
});
