import { bus } from '@shared/event-bus';
import { act, renderHook } from '@testing-library/react';
import { markSignedIn, markSignedOut } from './test-server.ts';
import { useSession, useSessionUser } from './session.ts';

const SARA = { fullName: 'سارا محمدی', avatar: null };

function announce(loggedIn: boolean) {
  act(() => {
    bus.emit('platform:session:changed', { loggedIn, user: loggedIn ? SARA : null });
  });
}

describe('an area’s view of the session', () => {
  afterEach(() => {
    markSignedOut();
    announce(false);
  });

  it('waits while a signed-in student is loading, so no page shows its guest view to a student', () => {
    markSignedIn();
    const { result } = renderHook(() => useSession());
    expect(result.current).toBe('pending');
    announce(true);
    expect(result.current).toBe('in');
  });

  it('is a guest without a token, and follows logout', () => {
    announce(true);
    const { result } = renderHook(() => ({ status: useSession(), user: useSessionUser() }));
    expect(result.current).toEqual({ status: 'in', user: SARA });
    announce(false);
    expect(result.current).toEqual({ status: 'out', user: null });
  });

  it('keeps the same student object while nothing about them changed', () => {
    announce(true);
    const { result } = renderHook(() => useSessionUser());
    const first = result.current;
    announce(true);
    expect(result.current).toBe(first);
  });
});
