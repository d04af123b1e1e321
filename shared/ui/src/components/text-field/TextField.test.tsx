import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is found by its visible label and accepts typing', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="نام" />);

    const input = screen.getByRole('textbox', { name: 'نام' });
    await user.type(input, 'مریم');
    expect(input).toHaveValue('مریم');
  });

  it('reads the error with the field and marks the field invalid', () => {
    renderWithTheme(<TextField label="ایمیل" helperText="مثلاً ali@example.com" error="ایمیل درست نیست" />);

    const input = screen.getByRole('textbox', { name: 'ایمیل' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('مثلاً ali@example.com ایمیل درست نیست');
    expect(screen.getByText('ایمیل درست نیست')).toBeVisible();
  });

  it('is valid and has no description when there is nothing to say', () => {
    renderWithTheme(<TextField label="نام" />);
    const input = screen.getByRole('textbox', { name: 'نام' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('writes left to right where asked, e.g. for a phone number', () => {
    renderWithTheme(<TextField label="شمارهٔ همراه" dir="ltr" inputMode="tel" />);
    expect(screen.getByRole('textbox', { name: 'شمارهٔ همراه' })).toHaveAttribute('dir', 'ltr');
  });

  it('hands its input to a ref, as form libraries need', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="نام" name="name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'نام' }));
    expect(ref.current?.name).toBe('name');
  });

  it('can be a multi-line field with its error', () => {
    renderWithTheme(<TextField multiline label="پیام" error="پیام خالی است" required />);
    const textarea = screen.getByRole('textbox', { name: /پیام/ });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('پیام خالی است');
  });
});
