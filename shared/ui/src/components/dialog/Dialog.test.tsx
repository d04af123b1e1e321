import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

function DialogWithOpener(props: Partial<DialogProps> & { withSearchField?: boolean }) {
  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        ورود
      </button>
      <button type="button">پس از دیالوگ</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="ورود به حساب"
        initialFocusRef={props.withSearchField ? searchRef : undefined}
        {...props}
      >
        <label>
          شماره همراه
          <input />
        </label>
        {props.withSearchField && <input ref={searchRef} aria-label="جستجو" />}
        <button type="button">ارسال کد</button>
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> & { withSearchField?: boolean } = {}) {
  const user = userEvent.setup();
  renderWithTheme(<DialogWithOpener {...props} />);
  await user.click(screen.getByRole('button', { name: 'ورود' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, and focus moves into its content', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'ورود به حساب' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'شماره همراه' })).toHaveFocus();
  });

  it('focuses the element the caller asks for', async () => {
    await openDialog({ withSearchField: true });
    expect(screen.getByRole('textbox', { name: 'جستجو' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ورود' })).toHaveFocus();
  });

  it('closes with the «بستن» button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ورود' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    const field = screen.getByRole('textbox', { name: 'شماره همراه' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'ارسال کد' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
  });

  it('closes when the overlay is clicked', async () => {
    const user = await openDialog();
    await user.click(document.querySelector('[role="presentation"]') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when closeOnOverlayClick is false', async () => {
    const user = await openDialog({ closeOnOverlayClick: false });
    await user.click(document.querySelector('[role="presentation"]') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll while open', async () => {
    const user = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('renders the full-screen variant without an overlay', async () => {
    await openDialog({ fullScreen: true });
    expect(screen.getByRole('dialog', { name: 'ورود به حساب' })).toBeInTheDocument();
    expect(document.querySelector('[role="presentation"]')).toBeNull();
  });
});
