import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Avatar, initialsFontSize } from './Avatar.tsx';

describe('Avatar', () => {
  it('without a picture shows two Persian initials, and the full name as its accessible name', () => {
    renderWithTheme(<Avatar name="سارا محمدی" src={null} size={32} />);
    const avatar = screen.getByRole('img', { name: 'سارا محمدی' });
    expect(avatar).toHaveTextContent('س م');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('sizes the initials with the circle: legible at 32 px, larger at 96 px', () => {
    expect(initialsFontSize(32, 2)).toBeGreaterThanOrEqual(12);
    expect(initialsFontSize(32, 1)).toBeGreaterThan(initialsFontSize(32, 2));
    expect(initialsFontSize(96, 2)).toBeGreaterThanOrEqual(36);
    // Nothing shrinks below the legible minimum, however small the circle.
    expect(initialsFontSize(16, 2)).toBe(12);
  });

  it('shows the picture through the image server, and the initials if it fails to load', () => {
    renderWithTheme(<Avatar name="سارا محمدی" src="/api/media/sara.png" size={48} />);
    const avatar = screen.getByRole('img', { name: 'سارا محمدی' });
    const picture = avatar.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/api/media/sara.png?w=320&fm=webp');
    expect(picture).toHaveAttribute('alt', '');
    fireEvent.error(picture);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('س م');
  });

  it('refuses an unsafe address and shows the initials instead', () => {
    renderWithTheme(<Avatar name="علی" src="javascript:alert(1)" />);
    expect(screen.getByRole('img', { name: 'علی' })).toHaveTextContent(/^ع$/);
  });

  it('shows a chosen file’s preview as it is', () => {
    renderWithTheme(<Avatar name="علی" src="blob:http://localhost/1" raw />);
    expect(screen.getByRole('img', { name: 'علی' }).querySelector('img')).toHaveAttribute(
      'src',
      'blob:http://localhost/1',
    );
  });

  it('stays out of the accessibility tree when the name is written beside it', () => {
    renderWithTheme(
      <button type="button">
        <Avatar name="سارا محمدی" decorative />
        سارا محمدی
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('سارا محمدی');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
