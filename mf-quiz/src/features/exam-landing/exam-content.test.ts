import { examPhase } from './exam-content.ts';

describe('examPhase', () => {
  it.each([
    ['2026-11-01T00:00:00Z', 'soon'],
    ['2026-11-22T00:00:00Z', 'registering'],
    ['2027-01-10T00:00:00Z', 'closed'],
    ['2027-02-01T00:00:00Z', 'held'],
  ])('on %s the exam is %s', (now, phase) => {
    expect(examPhase(new Date(now))).toBe(phase);
  });
});
