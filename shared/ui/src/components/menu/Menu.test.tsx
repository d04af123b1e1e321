import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Menu, type MenuProps } from './Menu.tsx';

function renderMenu(props: Partial<MenuProps> = {}) {
  const onSignOut = jest.fn();
  renderWithTheme(
    <>
      <Menu
        label="حساب کاربری"
        items={[
          { id: 'profile', label: 'پروفایل', to: '/profile' },
          { id: 'quizzes', label: 'آزمون‌های من', to: '/quizzes' },
          { id: 'sign-out', label: 'خروج', onSelect: onSignOut },
        ]}
        {...props}
      />
      <button type="button">بعد از منو</button>
      <Routes>
        <Route path="/" element={<p>خانه</p>} />
        <Route path="/profile" element={<p>صفحه پروفایل</p>} />
      </Routes>
    </>,
  );
  return { onSignOut, button: screen.getByRole('button', { name: 'حساب کاربری' }) };
}

describe('Menu with the keyboard', () => {
  it('opens with Enter on the first item and moves with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('menu', { name: 'حساب کاربری' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'پروفایل' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'آزمون‌های من' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'خروج' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'پروفایل' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'خروج' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'پروفایل' })).toHaveFocus();
  });

  it('opens on the last item with ArrowUp', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'خروج' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs an action with Enter and closes', async () => {
    const user = userEvent.setup();
    const { button, onSignOut } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('follows a link item with Enter', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'پروفایل' })).toHaveAttribute('href', '/profile');
    await user.keyboard('{Enter}');
    expect(screen.getByText('صفحه پروفایل')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when Tab leaves it, and focus goes on to the next element', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بعد از منو' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByText('خانه'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Menu with the pointer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('opens 300 ms after the pointer rests on it and closes 250 ms after it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { button } = renderMenu({ openOnHover: true });
    await user.hover(button);
    wait(299);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button).not.toHaveFocus();

    await user.unhover(button);
    wait(249);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not open when the pointer only passes over it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { button } = renderMenu({ openOnHover: true });
    await user.hover(button);
    wait(200);
    await user.unhover(button);
    wait(1000);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within 250 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { button } = renderMenu({ openOnHover: true });
    await user.hover(button);
    wait(300);
    await user.unhover(button);
    wait(200);
    await user.hover(screen.getByRole('menuitem', { name: 'پروفایل' }));
    wait(1000);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('opens at once on a click, without waiting', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { button } = renderMenu({ openOnHover: true });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.unhover(button);
    wait(1000);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('does not open on hover unless asked to', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { button } = renderMenu();
    await user.hover(button);
    wait(1000);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
