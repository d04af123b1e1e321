import { themeFor } from '@shared/ui';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ChatMessageList } from './ChatMessageList.tsx';

/** A message whose sender hid a right-to-left override in their name and in the text. */
const SPOOFED = {
  id: 3,
  user_name: 'علی\u202E رضایی',
  body: 'پیوند: \u202Efdp.exe\u202C را باز کنید\u2066',
  created_at: '2026-11-01T06:30:00Z',
};

describe('a chat message', () => {
  it('shows its sender and text in the order they were written, with no bidi control left', () => {
    render(
      <ThemeProvider theme={themeFor('light')}>
        <ChatMessageList messages={[SPOOFED]} ownIds={new Set()} />
      </ThemeProvider>,
    );
    const message = within(screen.getByRole('log', { name: 'پیام‌های گفت‌وگو' })).getByRole('listitem');
    expect(within(message).getByText('علی رضایی').tagName).toBe('BDI');
    expect(within(message).getByText('پیوند: fdp.exe را باز کنید')).toHaveAttribute('dir', 'auto');
    expect(message.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
