import { act, renderHook } from '@testing-library/react';
import { useSecondsLeft } from './use-seconds-left.ts';

describe('useSecondsLeft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down to zero and follows a new deadline', () => {
    const { result, rerender } = renderHook(({ deadline }) => useSecondsLeft(deadline), {
      initialProps: { deadline: Date.now() + 60_000 },
    });
    expect(result.current).toBe(60);
    act(() => jest.advanceTimersByTime(15_000));
    expect(result.current).toBe(45);
    act(() => jest.advanceTimersByTime(50_000));
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });

  it('ends on time even when the ticks were late (a sleeping phone)', () => {
    const deadline = Date.now() + 60_000;
    const { result } = renderHook(() => useSecondsLeft(deadline));
    // The clock moves on while no timer fires, as when a tab sleeps.
    jest.setSystemTime(Date.now() + 90_000);
    act(() => jest.advanceTimersByTime(250));
    expect(result.current).toBe(0);
  });
});
