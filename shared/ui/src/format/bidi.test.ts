import { directionRuns, textDirection } from './bidi.ts';

const ltrParts = (text: string) =>
  directionRuns(text)
    .filter((run) => run.ltr)
    .map((run) => run.text);

describe('mixed Persian and English text', () => {
  it('takes the paragraph direction from whether it holds Persian', () => {
    expect(textDirection('She goes to school.')).toBe('ltr');
    expect(textDirection('good صفتی بی‌قاعده است')).toBe('rtl');
    expect(textDirection('۲۵ + 3')).toBe('rtl');
    expect(textDirection('25 + 3')).toBeUndefined();
  });

  it('isolates an English sentence with its final full stop', () => {
    expect(ltrParts('جای خالی را کامل کنید: She ___ to school every day.')).toEqual(['She ___ to school every day.']);
  });

  it('leaves brackets and spaces around an English word with the Persian text', () => {
    const runs = directionRuns('چون فاعل سوم‌شخص مفرد (She) است');
    expect(runs.map((run) => run.text).join('')).toBe('چون فاعل سوم‌شخص مفرد (She) است');
    expect(ltrParts('چون فاعل سوم‌شخص مفرد (She) است')).toEqual(['She']);
    expect(ltrParts('عبارت every day عادت را نشان می‌دهد')).toEqual(['every day']);
  });

  it('keeps several runs apart and an English start inside a Persian sentence', () => {
    expect(ltrParts('good صفتی بی‌قاعده است: good → better → best.')).toEqual(['good', 'good → better → best.']);
  });

  it('isolates English in a piece of a Persian paragraph that holds no Persian itself', () => {
    expect(directionRuns(' is less than ', true)).toEqual([
      { text: ' ', ltr: false },
      { text: 'is less than', ltr: true },
      { text: ' ', ltr: false },
    ]);
  });

  it('leaves text with no Persian whole', () => {
    expect(directionRuns('They played football.')).toEqual([{ text: 'They played football.', ltr: false }]);
  });
});
