import { gradeBand } from './grade-band.ts';

describe('gradeBand', () => {
  it.each([
    [100, 'عالی'],
    [85, 'عالی'],
    [70, 'خوب'],
    [50, 'قابل قبول'],
    [10, 'نیاز به تمرین بیشتر'],
    [-20, 'نیاز به تمرین بیشتر'],
  ])('%p%% is %s', (percent, title) => {
    expect(gradeBand(percent).title).toBe(title);
  });
});
