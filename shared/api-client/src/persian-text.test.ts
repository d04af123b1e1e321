import { cleanPersianText, persianSearchKey, persianSearchKeyWithOffsets, toLatinDigits } from './persian-text.ts';

describe('persianSearchKey: forgiving matching', () => {
  it('reads Arabic ي and ك as Persian ی and ک', () => {
    expect(persianSearchKey('كتاب')).toBe(persianSearchKey('کتاب'));
    expect(persianSearchKey('يار')).toBe('یار');
  });

  it('reads Persian and Arabic digits as Latin ones', () => {
    expect(persianSearchKey('۱۲۳')).toBe('123');
    expect(persianSearchKey('١٢٣')).toBe('123');
    expect(toLatinDigits('سال ۱۴۰۳')).toBe('سال 1403');
  });

  it('ignores diacritics, including tashdid and tanvin', () => {
    expect(persianSearchKey('کِتاب')).toBe('کتاب');
    expect(persianSearchKey('بَچِّه')).toBe('بچه');
    expect(persianSearchKey('اَبَداً')).toBe('ابدا');
  });

  it('treats ZWNJ and spaces alike, collapses runs and trims the ends', () => {
    expect(persianSearchKey('  می‌خانه ')).toBe('می خانه');
    expect(persianSearchKey('می   خانه')).toBe('می خانه');
    expect(persianSearchKey('می‌خانه', { keepZwnj: true })).toBe('می\u200Cخانه');
  });

  it('folds spelling variants: ۀ, decomposed آ and alef with hamza', () => {
    expect(persianSearchKey('خانۀ')).toBe('خانه');
    expect(persianSearchKey('ا\u0653ب')).toBe('آب');
    expect(persianSearchKey('إسلام')).toBe('اسلام');
  });

  it('loosely, drops spaces and ZWNJ and reads «آ» as «ا», keeping offsets into the text', () => {
    expect(persianSearchKey('کتاب\u200cخانه', { loose: true })).toBe('کتابخانه');
    expect(persianSearchKey(' کتاب  خانه ', { loose: true })).toBe('کتابخانه');
    expect(persianSearchKey('آب', { loose: true })).toBe(persianSearchKey('اب'));
    expect(persianSearchKey('ا\u0653ب', { loose: true })).toBe('اب');
    expect(persianSearchKeyWithOffsets('آب و نان', { loose: true })).toEqual({
      key: 'ابونان',
      offsets: [0, 1, 3, 5, 6, 7],
    });
  });

  it('leaves characters that mean something to a RegExp alone', () => {
    expect(persianSearchKey('(.*[')).toBe('(.*[');
  });

  it('maps every key character back to the text it came from', () => {
    const text = ' کِتابِ من';
    const { key, offsets } = persianSearchKeyWithOffsets(text);
    expect(key).toBe('کتاب من');
    expect(offsets.map((offset) => text.charAt(offset)).join('')).toBe('کتاب من');
  });
});

describe('cleanPersianText: tidying what a user typed', () => {
  it('fixes Arabic letters and spacing but keeps ZWNJ, diacritics and digits', () => {
    expect(cleanPersianText('  كِتاب‌هاي   ۲ ')).toBe('کِتاب‌های ۲');
  });
});
