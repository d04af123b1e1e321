import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { LayoutSlot } from './LayoutSlot.tsx';
import { LayoutSlotOutlet } from './LayoutSlotOutlet.tsx';
import { useLayoutSlotFilled } from './use-layout-slot-filled.ts';

function Sidebar() {
  const filled = useLayoutSlotFilled('sidebar');
  return (
    <aside aria-label="ستون کناری" hidden={!filled}>
      <LayoutSlotOutlet name="sidebar" />
    </aside>
  );
}

function Page({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setShown(false)}>
        بستن
      </button>
      {shown && <LayoutSlot name="sidebar">{children}</LayoutSlot>}
    </main>
  );
}

function renderInStore(ui: ReactNode) {
  return render(<Provider store={createStore()}>{ui}</Provider>);
}

describe('LayoutSlot', () => {
  it('shows what a page puts in the slot inside the layout’s outlet', () => {
    renderInStore(
      <>
        <Sidebar />
        <Page>
          <a href="/course/a">فصل اول</a>
        </Page>
      </>,
    );
    const aside = screen.getByRole('complementary', { name: 'ستون کناری' });
    expect(aside).toBeVisible();
    expect(aside).toContainElement(screen.getByRole('link', { name: 'فصل اول' }));
    expect(screen.getByRole('main')).not.toContainElement(screen.getByRole('link', { name: 'فصل اول' }));
  });

  it('hides the sidebar again when the page stops filling it', () => {
    renderInStore(
      <>
        <Sidebar />
        <Page>
          <p>فهرست</p>
        </Page>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'بستن' }).click());
    expect(screen.queryByText('فهرست')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a layout without a filled sidebar shows none', () => {
    renderInStore(<Sidebar />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing where the layout has no outlet of that name', () => {
    renderInStore(
      <Page>
        <p>فهرست فصل‌ها</p>
      </Page>,
    );
    expect(screen.queryByText('فهرست فصل‌ها')).not.toBeInTheDocument();
  });

  it('fills an outlet that appears after the page', () => {
    function Late() {
      const [withSidebar, setWithSidebar] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setWithSidebar(true)}>
            نمایش
          </button>
          {withSidebar && <Sidebar />}
          <Page>
            <p>پرسش‌ها</p>
          </Page>
        </>
      );
    }
    renderInStore(<Late />);
    expect(screen.queryByText('پرسش‌ها')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'نمایش' }).click());
    expect(screen.getByRole('complementary')).toContainElement(screen.getByText('پرسش‌ها'));
  });
});
