import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down to the deadline and calls onExpire once at zero', () => {
    const onExpire = jest.fn();
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('has nothing to count without a deadline', () => {
    const onExpire = jest.fn();
    const { result } = renderHook(() => useCountdown(null, onExpire));
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires at once when the deadline passed while the page was away', () => {
    const onExpire = jest.fn();
    renderHook(() => useCountdown(Date.now() - 10_000, onExpire));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
