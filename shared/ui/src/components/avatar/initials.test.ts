import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, kept apart so they never join into a word', () => {
    expect(initialsOf('سارا محمدی')).toBe('س\u2009م');
    expect(initialsOf('  مریم   سادات   کریمی ')).toBe('م\u2009ک');
    expect(initialsOf('علی')).toBe('ع');
  });

  it('joins Latin initials directly, in capitals', () => {
    expect(initialsOf('sara mohammadi')).toBe('SM');
  });

  it('skips what is not a letter and draws Arabic ي and ك as Persian', () => {
    expect(initialsOf('(۱) يوسف كاظمی')).toBe('ی\u2009ک');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('۱۲۳')).toBe('');
  });
});
