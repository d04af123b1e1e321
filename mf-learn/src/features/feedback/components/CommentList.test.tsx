import { themeFor } from '@shared/ui';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CommentList } from './CommentList.tsx';

/** A comment whose writer hid a right-to-left override in their name and in the text. */
const SPOOFED = {
  id: 7,
  body: 'فایل را ببینید: \u202Egnp.exe و بقیه',
  rate: 4,
  user: { fullName: '\u202Eسارا محمدی\u2067', avatar: null },
  created_at: '2026-11-01T06:30:00Z',
};

describe('a course comment', () => {
  it('shows its writer and text in the order they were written, with no bidi control left', () => {
    render(
      <ThemeProvider theme={themeFor('light')}>
        <CommentList items={[SPOOFED]} />
      </ThemeProvider>,
    );
    const comment = within(screen.getByRole('list', { name: 'نظرهای دانش‌آموزان' })).getByRole('listitem');
    expect(within(comment).getByText('سارا محمدی').tagName).toBe('BDI');
    expect(within(comment).getByText('فایل را ببینید: gnp.exe و بقیه')).toHaveAttribute('dir', 'auto');
    expect(comment.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
