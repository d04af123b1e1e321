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
});
