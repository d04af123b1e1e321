import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTestServer } from '@shared/api-client/testing';
import { snackbarQueueAtom } from '@shared/ui';
import { dirtyFormsAtom } from '../../health/dirty-forms.ts';
import { getShellStore, sessionAtom, startShellStore } from '../../session/session-store.ts';
import { renderShell } from '../testing/render-shell.tsx';
import ContactPage from './ContactPage.tsx';
import { DEMO_STUDENT } from '../../session/testing/demo-student.ts';

const server = withTestServer();
// A fresh page store for each test, as each page load has.
beforeEach(() => {
  startShellStore({ user: null });
  sessionStorage.clear();
});

const student = { ...DEMO_STUDENT, email: 'sara@example.com' };

const contactPosts = () => server.requests.filter((request) => request.path === '/contact');

async function fillForm(message = 'دورهٔ ریاضی نهم کلاس رفع اشکال دارد؟') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ }), 'مینا صالحی');
  await user.type(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' }), '۰۹۱۲۳۴۵۶۷۸۹');
  await user.type(screen.getByRole('textbox', { name: /موضوع/ }), 'پرسش دربارهٔ دوره');
  await user.type(screen.getByRole('textbox', { name: /متن پیام/ }), message);
  return user;
}

function renderPage() {
  return renderShell(<ContactPage title="تماس با ما" />, { route: '/contactus', store: getShellStore() });
}

describe('contact form', () => {
  it('fills in a signed-in student’s name, e-mail and mobile, and lets them be changed', async () => {
    act(() => getShellStore().set(sessionAtom, { status: 'authenticated', user: student }));
    renderPage();
    const name = screen.getByRole('textbox', { name: /نام و نام خانوادگی/ });
    expect(name).toHaveValue('سارا محمدی');
    expect(screen.getByRole('textbox', { name: 'ایمیل' })).toHaveValue('sara@example.com');
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
    expect(screen.getByRole('textbox', { name: /موضوع/ })).toHaveValue('');
    await userEvent.clear(name);
    await userEvent.type(name, 'مادر سارا');
    expect(name).toHaveValue('مادر سارا');
  });

  it('fills in the student’s details when the session arrives after the form, keeping what was typed', async () => {
    act(() => getShellStore().set(sessionAtom, { status: 'loading', user: null }));
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' }), '۰۹۳۵۱۱۱۲۲۳۳');
    act(() => getShellStore().set(sessionAtom, { status: 'authenticated', user: { ...student, email: null } }));
    expect(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('سارا محمدی');
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۳۵۱۱۱۲۲۳۳');
    expect(screen.getByRole('textbox', { name: 'ایمیل' })).toHaveValue('');
  });

  it('after a signed-in student’s message is sent, keeps their details for the next one', async () => {
    server.answer('/contact', {
      status: 200,
      body: { message: 'ثبت شد', data: { id: 4, tracking_code: 'DS-00004', created_at: '2026-11-20T08:00:00Z' } },
    });
    act(() => getShellStore().set(sessionAtom, { status: 'authenticated', user: student }));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /موضوع/ }), 'پرسش دربارهٔ دوره');
    await user.type(screen.getByRole('textbox', { name: /متن پیام/ }), 'دورهٔ ریاضی نهم کلاس رفع اشکال دارد؟');
    await user.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    // The receipt holds the code as one left-to-right unit.
    const code = await screen.findByText('DS-00004');
    expect(code.tagName).toBe('BDI');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('سارا محمدی');
  });

  it('checks the fields before sending, in Persian', async () => {
    const before = contactPosts().length;
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    expect(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveAccessibleDescription(
      'نام خود را وارد کنید.',
    );
    expect(screen.getByRole('textbox', { name: 'ایمیل' })).toHaveAccessibleDescription(
      'ایمیل یا شمارهٔ موبایل را وارد کنید تا بتوانیم پاسخ دهیم.',
    );
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveAccessibleDescription(
      'دست‌کم ۱۰ و حداکثر ۲۰۰۰ نویسه. متن پیام را بنویسید.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' }), '12');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveAccessibleDescription(
      /شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد/,
    );
    expect(contactPosts()).toHaveLength(before);
  });

  it('refuses a too-short message before sending, in the server’s words, keeping what was typed', async () => {
    const before = contactPosts().length;
    renderPage();
    const user = await fillForm('کوتاه');
    await user.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    const message = screen.getByRole('textbox', { name: /متن پیام/ });
    expect(message).toHaveAccessibleDescription(/متن پیام باید دست‌کم ۱۰ نویسه باشد/);
    expect(message).toHaveFocus();
    expect(message).toHaveValue('کوتاه');
    expect(contactPosts()).toHaveLength(before);
  });

  it('shows the server’s 422 messages under their fields and keeps everything typed', async () => {
    server.answer('/contact', {
      status: 422,
      body: { message: 'تکراری', errors: { subject: ['این پیام را پیش‌تر فرستاده‌اید.'] } },
    });
    renderPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    const subject = screen.getByRole('textbox', { name: /موضوع/ });
    await waitFor(() => expect(subject).toHaveAccessibleDescription('این پیام را پیش‌تر فرستاده‌اید.'));
    expect(subject).toHaveFocus();
    expect(subject).toHaveValue('پرسش دربارهٔ دوره');
    expect(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('مینا صالحی');
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
  });

  it.each([
    ['a server error', { status: 500, body: {} }, 'سرور نتوانست پیام را ثبت کند'],
    ['no connection', 'destroy' as const, 'اتصال به سرور برقرار نشد'],
  ])('keeps the input after %s', async (_name, reply, said) => {
    server.answer('/contact', reply);
    renderPage();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveValue('دورهٔ ریاضی نهم کلاس رفع اشکال دارد؟');
  });

  it('sends once however often the button is pressed, then thanks with the tracking code and clears the form', async () => {
    server.answer('/contact', {
      status: 200,
      body: { message: 'ثبت شد', data: { id: 3, tracking_code: 'DS-00003', created_at: '2026-11-20T08:00:00Z' } },
    });
    const before = contactPosts().length;
    const { store } = renderPage();
    const user = await fillForm();
    expect(store.get(dirtyFormsAtom).has('contact')).toBe(true);
    const button = screen.getByRole('button', { name: 'فرستادن پیام' });
    await user.tripleClick(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('DS-00003')).toBeInTheDocument();
    expect(contactPosts().length - before).toBe(1);
    expect(store.get(snackbarQueueAtom).map((message) => message.message)).toEqual([
      'پیام شما فرستاده شد. کد پیگیری: DS-00003',
    ]);
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('');
    expect(store.get(dirtyFormsAtom).has('contact')).toBe(false);
  });

  it('keeps a message whose send met an ended session, and brings it back on the next visit; a sent one is gone', async () => {
    server.answer('/contact', { status: 401, body: { message: 'Unauthenticated.' } });
    const first = renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    await waitFor(() => expect(contactPosts().length).toBeGreaterThan(0));
    first.unmount();

    server.answer('/contact', {
      status: 200,
      body: { message: 'ثبت شد', data: { id: 4, tracking_code: 'DS-00004', created_at: '2026-11-20T08:00:00Z' } },
    });
    const second = renderPage();
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveValue('دورهٔ ریاضی نهم کلاس رفع اشکال دارد؟');
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(screen.getByText(/سر جایش برگشت/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'فرستادن پیام' }));
    expect(await screen.findByText('DS-00004')).toBeInTheDocument();
    second.unmount();

    renderPage();
    expect(screen.getByRole('textbox', { name: /متن پیام/ })).toHaveValue('');
  });
});
