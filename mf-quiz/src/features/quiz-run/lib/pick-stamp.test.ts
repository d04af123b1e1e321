import { pickStamp } from './pick-stamp.ts';

const END = '2026-11-22T10:20:00.000Z';

describe('pickStamp', () => {
  it('stamps a pick by the countdown, not the device clock: ten seconds left is ten seconds before the end', () => {
    // The device clock is an hour behind the server's; the countdown ends 10 s from now.
    const deviceNow = Date.parse('2026-11-22T09:19:50.000Z');
    expect(pickStamp(deviceNow + 10_000, END, deviceNow)).toBe('2026-11-22T10:19:50.000Z');
  });

  it('stamps a pick at zero at the end, and one after zero after it (the server refuses that one)', () => {
    const deviceNow = 1_000_000;
    expect(pickStamp(deviceNow, END, deviceNow)).toBe(END);
    expect(pickStamp(deviceNow - 5_000, END, deviceNow)).toBe('2026-11-22T10:20:05.000Z');
  });

  it('stamps an untimed run with the device time', () => {
    expect(pickStamp(null, null, Date.parse(END))).toBe(END);
  });
});
