import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER } from '../testing/profile-fixtures.ts';
import { announceSession, recordBus, renderProfile, setUpTestApi } from '../testing/render-profile.tsx';

const { api } = setUpTestApi();
const updates = recordBus('profile:user:updated');
const snackbars = recordBus('platform:snackbar:requested');
jest.setTimeout(20_000);

const GRADES = [{ id: 9, name: 'نهم', slug: 'grade-9', order: 9, stage: 'متوسطه اول', courses_count: 4 }];

function serve() {
  api().answer('/auth/user', { status: 200, body: { data: USER } });
  api().answer('/front/education/grade', { status: 200, body: { data: GRADES } });
}

async function openForm() {
  announceSession(true);
  serve();
  renderProfile('/profile/edit-profile');
  return screen.findByRole('textbox', { name: 'نام' });
}

const editRequests = () => api().requests.filter((request) => request.path === '/front/profile/edit');

describe('EditProfile form', () => {
  it('checks the fields before sending and sends nothing while one is wrong', async () => {
    await openForm();
    const firstName = screen.getByRole('textbox', { name: 'نام' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'س');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    expect(firstName).toHaveAccessibleDescription('نام باید دست‌کم ۲ حرف باشد.');
    expect(firstName).toHaveFocus();
    expect(editRequests()).toEqual([]);
  });

  it('shows the server’s 422 messages under their fields and keeps what was typed', async () => {
    await openForm();
    api().answer('/front/profile/edit', {
      status: 422,
      body: { message: 'خطا', errors: { mobile: ['این شمارهٔ موبایل برای حساب دیگری ثبت شده است.'] } },
    });
    const mobile = screen.getByRole('textbox', { name: 'شمارهٔ موبایل' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '09121111111');
    await userEvent.clear(screen.getByRole('textbox', { name: 'نام' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'مریم');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    expect(await screen.findByText('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.')).toBeInTheDocument();
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveValue('09121111111');
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('مریم');
    expect(updates).toEqual([]);
  });

  it('a server message about the grade focuses the grade select', async () => {
    await openForm();
    api().answer('/front/profile/edit', {
      status: 422,
      body: { message: 'خطا', errors: { grade_slug: ['پایهٔ تحصیلی را از فهرست انتخاب کنید.'] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    const grade = await screen.findByRole('combobox', { name: 'پایهٔ تحصیلی' });
    await screen.findByText('پایهٔ تحصیلی را از فهرست انتخاب کنید.');
    expect(grade).toHaveFocus();
    expect(grade).toHaveAccessibleDescription('پایهٔ تحصیلی را از فهرست انتخاب کنید.');
  });

  it('a save tells the shell the new name and shows the server’s message', async () => {
    await openForm();
    api().answer('/front/profile/edit', {
      status: 200,
      body: { message: 'نمایهٔ شما به‌روز شد.', data: { ...USER, first_name: 'مریم', fullName: 'مریم محمدی' } },
    });
    const firstName = screen.getByRole('textbox', { name: 'نام' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'مریم');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await screen.findByRole('button', { name: 'ذخیرهٔ تغییرات' });
    await act(async () => undefined);
    expect(editRequests()).toHaveLength(1);
    expect(updates).toEqual([{ fullName: 'مریم محمدی', avatar: null }]);
    expect(snackbars).toEqual([{ type: 'success', message: 'نمایهٔ شما به‌روز شد.' }]);
  });
});

describe('EditProfile avatar', () => {
  const cleanUps: (() => void)[] = [];
  const afterThisTest = (cleanUp: () => void) => cleanUps.push(cleanUp);
  afterEach(() => cleanUps.splice(0).forEach((cleanUp) => cleanUp()));
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('refuses a file over 2 MB before any upload', async () => {
    await openForm();
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('انتخاب تصویر نمایه'), { target: { files: [huge] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('حجم تصویر نباید بیشتر از ۲ مگابایت باشد');
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('shows progress and can be cancelled midway, keeping the old picture', async () => {
    await openForm();
    // A request that moves only when the test says so.
    const RealXhr = globalThis.XMLHttpRequest;
    const sent: { upload: { onprogress?: (event: Partial<ProgressEvent>) => void }; onabort?: () => void }[] = [];
    afterThisTest(() => (globalThis.XMLHttpRequest = RealXhr));
    globalThis.XMLHttpRequest = class {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      onabort?: () => void;
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      send() {
        sent.push(this);
      }
      abort() {
        this.onabort?.();
      }
    } as unknown as typeof XMLHttpRequest;
    const png = new File([new Uint8Array(1000)], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('انتخاب تصویر نمایه'), { target: { files: [png] } });
    act(() => sent[0]?.upload.onprogress?.({ loaded: 400, total: 1000, lengthComputable: true }));
    expect(screen.getByRole('progressbar', { name: 'پیشرفت بارگذاری تصویر' })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('button', { name: 'لغو بارگذاری' }));
    expect(await screen.findByText(/بارگذاری لغو شد/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(updates).toEqual([]);
  });
});
