import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { SnackbarRequest } from '@shared/ui/state';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { SnackbarHost, type SnackbarHostProps } from './SnackbarHost.tsx';
import { useSnackbar } from './use-snackbar.ts';

function ShowButton({ request }: { request: SnackbarRequest }) {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => show(request)}>
      نمایش
    </button>
  );
}

const saved: SnackbarRequest = { type: 'success', message: 'تغییرات ذخیره شد' };

function setup(request: SnackbarRequest = saved, hostProps: SnackbarHostProps = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(
    <Provider>
      <ShowButton request={request} />
      <SnackbarHost {...hostProps} />
    </Provider>,
  );
  const show = () => user.click(screen.getByRole('button', { name: 'نمایش' }));
  return { user, show };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('SnackbarHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success message as a status for the default 5000 ms', async () => {
    const { show } = setup();
    await show();
    expect(screen.getByRole('status')).toHaveTextContent('تغییرات ذخیره شد');
    wait(4999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps messages for the configured 7000 ms when the host is given it', async () => {
    const { show } = setup(saved, { duration: 7000 });
    await show();
    wait(6999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error as an alert, for the duration the message asks', async () => {
    const { show } = setup({ type: 'error', message: 'ارسال نشد', duration: 9000 });
    await show();
    expect(screen.getByRole('alert')).toHaveTextContent('ارسال نشد');
    wait(8999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never keeps a message longer than the store limit of 20000 ms', async () => {
    const { show } = setup({ ...saved, duration: 60_000 });
    await show();
    wait(19_999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while hovered and then takes only the time that was left', async () => {
    const { user, show } = setup();
    await show();
    wait(1000);
    await user.hover(screen.getByRole('status'));
    wait(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    wait(3999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while its close button has focus, but the store limit still applies', async () => {
    const { show } = setup();
    await show();
    act(() => screen.getByRole('button', { name: 'بستن' }).focus());
    wait(19_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with the «بستن» button', async () => {
    const { user, show } = setup();
    await show();
    await user.click(screen.getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks several messages, three at a time, and shows the next when one leaves', async () => {
    const { user, show } = setup();
    for (let count = 0; count < 4; count += 1) await show();
    expect(screen.getAllByRole('status')).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'بستن' })[0] as HTMLElement);
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});
