import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { SnackbarMessageText } from './SnackbarMessageText.tsx';

describe('SnackbarMessageText', () => {
  it('keeps a tracking code as one left-to-right unit that never wraps at its hyphen', () => {
    renderWithTheme(
      <p data-testid="text">
        <SnackbarMessageText text="پیام شما فرستاده شد. کد پیگیری: DS-00001" />
      </p>,
    );
    const code = screen.getByText('DS-00001');
    expect(code.tagName).toBe('BDI');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByTestId('text')).toHaveTextContent('پیام شما فرستاده شد. کد پیگیری: DS-00001');
  });

  it('lets an English sentence wrap, still isolated', () => {
    renderWithTheme(<SnackbarMessageText text="خطا: Network request failed" />);
    const sentence = screen.getByText('Network request failed');
    expect(sentence).toHaveAttribute('dir', 'ltr');
    expect(sentence).toHaveStyle({ whiteSpace: 'normal' });
  });

  it('leaves a Persian message as plain text', () => {
    const { container } = renderWithTheme(<SnackbarMessageText text="تغییرات ذخیره شد" />);
    expect(container.querySelector('bdi')).toBeNull();
    expect(container).toHaveTextContent('تغییرات ذخیره شد');
  });
});
