import { bus } from '@shared/event-bus';
import { forgetSession, getShellStore, sessionAtom, startSession } from './session-store.ts';
import { followProfileUpdates } from './profile-updates.ts';
import { DEMO_STUDENT } from './testing/demo-student.ts';

const user = DEMO_STUDENT;

function logIn() {
  startSession({
    userData: user,
    userAbilities: [],
    notifications: { messages: [] },
    message: 'ورود با موفقیت انجام شد.',
  });
}

describe('profile updates reach the session', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop = followProfileUpdates();
  });
  afterEach(() => {
    stop();
    forgetSession();
  });

  it('takes the new name and avatar and re-announces the session for the header', () => {
    logIn();
    const seen: unknown[] = [];
    const off = bus.on('platform:session:changed', (payload) => seen.push(payload));
    seen.length = 0;
    bus.emit('profile:user:updated', { fullName: 'سارا کریمی', avatar: '/api/dev-media/uploads/a.png' });
    expect(getShellStore().get(sessionAtom)).toEqual({
      status: 'authenticated',
      user: { ...user, fullName: 'سارا کریمی', avatar: '/api/dev-media/uploads/a.png' },
    });
    expect(seen).toEqual([
      { loggedIn: true, user: { fullName: 'سارا کریمی', avatar: '/api/dev-media/uploads/a.png' } },
    ]);
    off();
  });

  it('never logs a guest in', () => {
    forgetSession();
    bus.emit('profile:user:updated', { fullName: 'سارا کریمی', avatar: null });
    expect(getShellStore().get(sessionAtom)).toEqual({ status: 'guest', user: null });
  });

  it('stops following once unsubscribed', () => {
    logIn();
    stop();
    bus.emit('profile:user:updated', { fullName: 'نام دیگر', avatar: null });
    expect(getShellStore().get(sessionAtom)).toMatchObject({ user: { fullName: 'سارا محمدی' } });
  });
});
