import { markSignedIn, markSignedOut } from '@shared/api-client/testing';
import { bus, type PayloadOf, type PlatformEvents } from '@shared/event-bus';
import { act } from '@testing-library/react';

/** The student a test logs in as, unless it names another. */
export const TEST_STUDENT = { fullName: 'سارا محمدی', avatar: null };

/** Announces a session as the shell does (`platform:session:changed`). */
export function announceSession(loggedIn: boolean, user: { fullName: string; avatar: string | null } = TEST_STUDENT) {
  act(() => {
    bus.emit('platform:session:changed', { loggedIn, user: loggedIn ? user : null });
  });
}

/** Logs the test in as the shell would: the server's signed-in cookie and the bus's session event. */
export function logInAsStudent(): void {
  markSignedIn();
  announceSession(true);
}

/** Logs the test out: no session cookie, and the bus says so. */
export function logOut(): void {
  markSignedOut();
  announceSession(false);
}

/** Every payload of one bus event during each test, in order. */
export function recordBus<E extends keyof PlatformEvents & string>(event: E): PayloadOf<PlatformEvents, E>[] {
  const seen: PayloadOf<PlatformEvents, E>[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    seen.length = 0;
    off = bus.on(event, (payload) => seen.push(payload));
  });
  afterEach(() => off());
  return seen;
}

/** Sets the window's width, as a phone or a desktop. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
