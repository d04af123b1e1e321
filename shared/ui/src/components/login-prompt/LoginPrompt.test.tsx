import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { themeFor } from '../../theme/tokens.ts';
import { LoginPrompt } from './LoginPrompt.tsx';

function renderAt(address: string, prompt: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <ThemeProvider theme={themeFor('light')}>{prompt}</ThemeProvider>
    </MemoryRouter>,
  );
}

describe('LoginPrompt', () => {
  it('says why, and links to the login page that comes back to this page with its query', () => {
    renderAt('/course/algebra-9?tab=faq', <LoginPrompt>برای نوشتن نظر وارد شوید.</LoginPrompt>);
    expect(screen.getByText('برای نوشتن نظر وارد شوید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveAttribute(
      'href',
      `/user/login?backUrl=${encodeURIComponent('/course/algebra-9?tab=faq')}`,
    );
  });

  it('comes back where the page says, with the words it chose', () => {
    renderAt(
      '/quiz/riazi-7',
      <LoginPrompt backTo="/quiz/riazi-7/start" action="ورود و شروع آزمون">
        برای شروع آزمون وارد شوید.
      </LoginPrompt>,
    );
    expect(screen.getByRole('link', { name: 'ورود و شروع آزمون' })).toHaveAttribute(
      'href',
      `/user/login?backUrl=${encodeURIComponent('/quiz/riazi-7/start')}`,
    );
  });
});
