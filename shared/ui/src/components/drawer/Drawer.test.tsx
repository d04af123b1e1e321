import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Drawer } from './Drawer.tsx';

function DrawerWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        منو
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} label="منوی اصلی" modal>
        <a href="/courses">دوره‌ها</a>
        <a href="/blog">بلاگ</a>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  renderWithTheme(<DrawerWithOpener />);
  await user.click(screen.getByRole('button', { name: 'منو' }));
  return user;
}

/** A finger touching the drawer and moving `deltaX` pixels sideways and `deltaY` down. */
async function swipe(user: ReturnType<typeof userEvent.setup>, deltaX: number, deltaY = 0) {
  const target = screen.getByRole('dialog');
  await user.pointer([
    { keys: '[TouchA>]', target, coords: { clientX: 100, clientY: 200 } },
    { pointerName: 'TouchA', target, coords: { clientX: 100 + deltaX, clientY: 200 + deltaY } },
    { keys: '[/TouchA]', target },
  ]);
}

describe('Drawer (modal)', () => {
  it('is a labelled modal dialog that takes focus and gives it back on Escape', async () => {
    const user = await openDrawer();
    expect(screen.getByRole('dialog', { name: 'منوی اصلی' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'دوره‌ها' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'منو' })).toHaveFocus();
  });

  it('closes when the overlay is clicked', async () => {
    const user = await openDrawer();
    await user.click(document.querySelector('[role="presentation"]') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside', async () => {
    const user = await openDrawer();
    await user.tab();
    expect(screen.getByRole('link', { name: 'بلاگ' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'دوره‌ها' })).toHaveFocus();
  });

  it('stays open for a swipe of 16 px toward its edge and closes past it', async () => {
    const user = await openDrawer();
    await swipe(user, 16);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await swipe(user, 17);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a swipe away from its edge and a mostly vertical move', async () => {
    const user = await openDrawer();
    await swipe(user, -60);
    await swipe(user, 20, 40);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with a swipe to the left when the page is left to right', async () => {
    document.documentElement.dir = 'ltr';
    try {
      const user = await openDrawer();
      await swipe(user, 30);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await swipe(user, -30);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

describe('Drawer (beside the content)', () => {
  it('is a labelled region shown while open', () => {
    const { rerender } = renderWithTheme(
      <Drawer open onClose={() => undefined} label="منوی اصلی" modal={false}>
        <a href="/courses">دوره‌ها</a>
      </Drawer>,
    );
    expect(screen.getByRole('complementary', { name: 'منوی اصلی' })).toBeVisible();
    rerender(
      <Drawer open={false} onClose={() => undefined} label="منوی اصلی" modal={false}>
        <a href="/courses">دوره‌ها</a>
      </Drawer>,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
