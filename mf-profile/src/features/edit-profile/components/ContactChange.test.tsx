import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER } from '../../../testing/profile-fixtures.ts';
import { announceSession, recordBus, renderProfile, setUpTestApi } from '../../../testing/render-profile.tsx';

const { api } = setUpTestApi();
const updates = recordBus('profile:user:updated');
const snackbars = recordBus('platform:snackbar:requested');
jest.setTimeout(20_000);
// A change waiting for its code is kept in the tab; each test starts with a fresh tab.
beforeEach(() => sessionStorage.clear());

const GRADES = [{ id: 9, name: 'نهم', slug: 'grade-9', order: 9, stage: 'متوسطه اول', courses_count: 4 }];
const NEW_MOBILE = '09121112233';
const SAVED = { ...USER, first_name: 'مریم', fullName: 'مریم محمدی' };

/** The JSON bodies the page sent, by path (the test server records only paths). */
function recordBodies() {
  const seen: { path: string; body: unknown }[] = [];
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    seen.length = 0;
    const realFetch = globalThis.fetch;
    spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const text = await request.clone().text();
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      seen.push({ path, body: text ? (JSON.parse(text) as unknown) : undefined });
      return realFetch(request);
    });
  });
  afterEach(() => spy?.mockRestore());
  return (path: string) => seen.filter((entry) => entry.path === path).map((entry) => entry.body);
}
const bodies = recordBodies();

/** The dev API's answers: the save leaves the new number pending and a code goes to it. */
function serve({ resendIn = 60 } = {}) {
  api().answer('/auth/user', { status: 200, body: { data: USER } });
  api().answer('/front/education/grade', { status: 200, body: { data: GRADES } });
  api().answer('/front/profile/edit', {
    status: 200,
    body: {
      message: 'نمایهٔ شما به‌روز شد؛ شمارهٔ موبایل تازه پس از تأیید کدی که به آن می‌فرستیم جایگزین می‌شود.',
      data: SAVED,
      pending: [{ field: 'mobile', value: NEW_MOBILE }],
    },
  });
  api().answer('/front/profile/account/request-code', {
    status: 200,
    body: {
      message: 'کد تأیید به ۰۹۱۲۱۱۱۲۲۳۳ فرستاده شد.',
      data: {
        token: 'change-1',
        field: 'mobile',
        value: NEW_MOBILE,
        expires_in: 300,
        resend_in: resendIn,
        code_length: 6,
      },
    },
  });
}

/** Opens the form, types a new name and a new number in Persian digits, and saves. */
async function saveNewNumber(user: ReturnType<typeof userEvent.setup>) {
  announceSession(true);
  renderProfile('/profile/edit-profile');
  const firstName = await screen.findByRole('textbox', { name: 'نام' });
  await user.clear(firstName);
  await user.type(firstName, 'مریم');
  const mobile = screen.getByRole('textbox', { name: 'شمارهٔ موبایل' });
  await user.clear(mobile);
  await user.type(mobile, '۰۹۱۲ ۱۱۱ ۲۲۳۳');
  await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
  const panel = await screen.findByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' });
  // The code (or why none came) has arrived once nothing is being sent any more.
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name: /ارسال دوبارهٔ کد/ })).not.toHaveAttribute('aria-busy', 'true'),
  );
  return panel;
}

const requestCodes = () => api().requests.filter((request) => request.path === '/front/profile/account/request-code');

describe('changing the mobile number', () => {
  it('saves the other fields, sends a code to the new number and says the old one still logs in', async () => {
    serve();
    const user = userEvent.setup();
    const panel = await saveNewNumber(user);

    expect(bodies('/front/profile/edit')).toEqual([
      expect.objectContaining({ first_name: 'مریم', mobile: NEW_MOBILE }),
    ]);
    expect(bodies('/front/profile/account/request-code')).toEqual([{ field: 'mobile', value: NEW_MOBILE }]);
    expect(await within(panel).findByRole('status')).toHaveTextContent('کد تأیید به ۰۹۱۲۱۱۱۲۲۳۳ فرستاده شد.');
    expect(panel).toHaveTextContent(
      'تا این کد تأیید نشود، شمارهٔ موبایل شما همان ۰۹۱۲۰۰۰۰۰۰۰ می‌ماند و همچنان با همان وارد می‌شوید.',
    );
    // The code is the next thing to type; another one can be asked for after a minute.
    expect(screen.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^ارسال دوبارهٔ کد تا ۱:۰۰$/ })).toBeDisabled();
    // The name is saved and the header told; the number waits, as the field says.
    expect(updates).toEqual([{ fullName: 'مریم محمدی', avatar: null }]);
    const mobile = screen.getByRole('textbox', { name: 'شمارهٔ موبایل' });
    expect(mobile).toHaveValue('۰۹۱۲ ۱۱۱ ۲۲۳۳');
    expect(mobile).toHaveAccessibleDescription('در انتظار تأیید کد؛ تا آن زمان شمارهٔ پیشین شما برقرار است.');
  });

  it('a wrong code is refused in Persian with the digits kept; the right one shows the new number', async () => {
    serve();
    api().answer('/front/profile/account/confirm-code', [
      {
        status: 422,
        body: { message: 'خطا', errors: { code: ['کد تأیید نادرست است؛ ۴ بار دیگر می‌توانید امتحان کنید.'] } },
      },
      {
        status: 200,
        body: {
          message: 'شمارهٔ موبایل شما به ۰۹۱۲۱۱۱۲۲۳۳ تغییر کرد؛ از این پس با آن وارد شوید.',
          data: { ...SAVED, mobile: NEW_MOBILE },
        },
      },
    ]);
    const user = userEvent.setup();
    await saveNewNumber(user);

    await user.keyboard('۶۵۴۳۲۱');
    const firstBox = screen.getByRole('textbox', { name: 'رقم ۱ از ۶' });
    expect(await screen.findByText('کد تأیید نادرست است؛ ۴ بار دیگر می‌توانید امتحان کنید.')).toBeInTheDocument();
    expect(firstBox).toHaveAccessibleDescription('کد تأیید نادرست است؛ ۴ بار دیگر می‌توانید امتحان کنید.');
    expect(firstBox).toHaveValue('۶');
    expect(bodies('/front/profile/account/confirm-code')).toEqual([{ token: 'change-1', code: '654321' }]);

    // The student corrects the first digit: nothing goes until they press the button (every try counts).
    await user.click(screen.getByRole('textbox', { name: 'رقم ۱ از ۶' }));
    await user.keyboard('1');
    await act(async () => undefined);
    expect(bodies('/front/profile/account/confirm-code')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'تأیید کد' }));
    const mobile = screen.getByRole('textbox', { name: 'شمارهٔ موبایل' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' })).toBeNull());
    expect(bodies('/front/profile/account/confirm-code')).toEqual([
      { token: 'change-1', code: '654321' },
      { token: 'change-1', code: '154321' },
    ]);
    expect(mobile).toHaveValue('۰۹۱۲۱۱۱۲۲۳۳');
    expect(mobile).toHaveFocus();
    expect(mobile).not.toHaveAccessibleDescription();
    expect(snackbars.at(-1)).toEqual({
      type: 'success',
      message: 'شمارهٔ موبایل شما به ۰۹۱۲۱۱۱۲۲۳۳ تغییر کرد؛ از این پس با آن وارد شوید.',
    });
    expect(updates).toHaveLength(2);
  });

  it('asks for another code once the wait is over, and cancelling puts the old number back', async () => {
    serve({ resendIn: 0 });
    const user = userEvent.setup();
    await saveNewNumber(user);

    await user.click(await screen.findByRole('button', { name: 'ارسال دوبارهٔ کد' }));
    await waitFor(() => expect(requestCodes()).toHaveLength(2));
    // A second save with the same number does not ask again: the code already sent still works.
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(snackbars).toHaveLength(2));
    await act(async () => undefined);
    expect(requestCodes()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'انصراف از تغییر شمارهٔ موبایل' }));
    const mobile = screen.getByRole('textbox', { name: 'شمارهٔ موبایل' });
    expect(screen.queryByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' })).toBeNull();
    expect(mobile).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
    expect(mobile).toHaveFocus();
  });

  it('a code that cannot be sent says why, and the number stays as it was', async () => {
    serve();
    api().answer('/front/profile/account/request-code', {
      status: 422,
      body: { message: 'خطا', errors: { value: ['این شمارهٔ موبایل برای حساب دیگری ثبت شده است.'] } },
    });
    const user = userEvent.setup();
    const panel = await saveNewNumber(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
    expect(panel).toHaveTextContent('شمارهٔ موبایل شما همان ۰۹۱۲۰۰۰۰۰۰۰ می‌ماند');
    expect(screen.queryByRole('group', { name: /کد تأیید/ })).toBeNull();
  });

  it('the panel survives a reload and a second save that leaves the number as the account has it', async () => {
    serve();
    const user = userEvent.setup();
    await saveNewNumber(user);
    cleanup();

    // The page is loaded again: the form shows the account's number, the panel the code already sent.
    renderProfile('/profile/edit-profile');
    const panel = await screen.findByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' });
    expect(within(panel).getByRole('status')).toHaveTextContent('کد تأیید به ۰۹۱۲۱۱۱۲۲۳۳ فرستاده شد.');
    expect(within(panel).getByRole('group', { name: 'کد تأیید شمارهٔ موبایل تازه' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');

    api().answer('/front/profile/edit', {
      status: 200,
      body: { message: 'پروفایل شما به‌روز شد.', data: SAVED, pending: [] },
    });
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(snackbars.at(-1)).toEqual({ type: 'success', message: 'پروفایل شما به‌روز شد.' }));
    expect(screen.getByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' })).toBeInTheDocument();
    expect(requestCodes()).toHaveLength(1);
  });

  it('a save that meets an ended session keeps what was typed for the next visit of the page', async () => {
    serve();
    api().answer('/front/profile/edit', { status: 401, body: { message: 'Unauthenticated.' } });
    const user = userEvent.setup();
    announceSession(true);
    renderProfile('/profile/edit-profile');
    const bio = await screen.findByRole('textbox', { name: 'دربارهٔ من' });
    await user.clear(bio);
    await user.type(bio, 'به ریاضی علاقه دارم.');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await waitFor(() => expect(api().requests.some((request) => request.path === '/front/profile/edit')).toBe(true));
    cleanup();

    renderProfile('/profile/edit-profile');
    expect(await screen.findByRole('textbox', { name: 'دربارهٔ من' })).toHaveValue('به ریاضی علاقه دارم.');
    expect(screen.getByText(/سر جایش برگشت/)).toBeInTheDocument();
  });
});
