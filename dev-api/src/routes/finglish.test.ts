import { finglishMatch, isFinglish, persianSkeleton } from './finglish.ts';

const spells = (query: string, word: string) => finglishMatch(query, persianSkeleton(word));

describe('Finglish', () => {
  it.each([
    ['ketab', 'کتاب'],
    ['darya', 'دریا'],
    ['ab', 'آب'],
    ['khane', 'خانه'],
    ['ketabkhane', 'کتابخانه'],
    ['shir', 'شیر'],
    ['ghalam', 'قلم'],
    ['madrese', 'مدرسه'],
    ['roz', 'روز'],
    ['rooz', 'روز'],
    ['iran', 'ایران'],
  ])('«%s» spells «%s»', (query, word) => {
    expect(spells(query, word)).toBe('whole');
  });

  it('finds the start of a longer headword, and nothing where the sounds differ', () => {
    expect(spells('ketab', 'کتابخانه')).toBe('start');
    expect(spells('ketab', 'دریا')).toBeUndefined();
    expect(spells('darya', 'کتاب')).toBeUndefined();
  });

  it('takes only Latin letters as Finglish', () => {
    expect(isFinglish('ketab')).toBe(true);
    expect(isFinglish('کتاب')).toBe(false);
    expect(isFinglish('(.*[')).toBe(false);
    expect(isFinglish('123')).toBe(false);
  });
});
