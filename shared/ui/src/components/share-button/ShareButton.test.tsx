import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ShareButton } from './ShareButton.tsx';

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens the device’s share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithTheme(<ShareButton title="کتاب" url="https://daneshsara.example/dehkhoda/entry/457" />);
    fireEvent.click(screen.getByRole('button', { name: 'هم‌رسانی' }));
    expect(share).toHaveBeenCalledWith({ title: 'کتاب', url: 'https://daneshsara.example/dehkhoda/entry/457' });
  });

  it('copies the link where it has none, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithTheme(<ShareButton title="کتاب" url="https://daneshsara.example/articles/a" />);
    fireEvent.click(screen.getByRole('button', { name: 'هم‌رسانی' }));
    expect(await screen.findByText('پیوند کپی شد.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://daneshsara.example/articles/a');
  });

  it('links to Telegram and WhatsApp with the page’s clean address, opening in a new tab', () => {
    renderWithTheme(<ShareButton title="کتاب" path="/dehkhoda/entry/457/%DA%A9%D8%AA%D8%A7%D8%A8?utm=x#top" />);
    const address = `${window.location.origin}/dehkhoda/entry/457/کتاب`;
    const telegram = new URL(screen.getByRole('link', { name: /تلگرام/ }).getAttribute('href')!);
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(address);
    expect(telegram.searchParams.get('text')).toBe('کتاب');
    const whatsapp = screen.getByRole('link', { name: /واتس‌اپ/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(`کتاب\n${address}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shares the clean address through the share sheet too, not the one in the address bar', () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithTheme(<ShareButton title="دوره" path="/course/riazi?page=2" />);
    fireEvent.click(screen.getByRole('button', { name: 'هم‌رسانی' }));
    expect(share).toHaveBeenCalledWith({ title: 'دوره', url: `${window.location.origin}/course/riazi` });
  });
});
