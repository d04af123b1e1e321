import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import { searchKey } from './use-site-search.ts';

describe('searchKey', () => {
  it('folds digits and Arabic letters and trims spaces', () => {
    expect(searchKey('  رياضي   ۷ ')).toBe('ریاضی 7');
  });

  it('cuts a pasted paragraph to what the API reads, so it is searched instead of refused', () => {
    const paragraph = 'فیزیک '.repeat(40);
    const key = searchKey(paragraph);
    expect(key.length).toBeLessThanOrEqual(MAX_SEARCH_TEXT_LENGTH);
    expect(key.startsWith('فیزیک فیزیک')).toBe(true);
    expect(key.endsWith(' ')).toBe(false);
  });
});
