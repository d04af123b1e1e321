/** @jest-environment node */
import { dehkhodaEntryQuery } from '@shared/api-client';
import { headTestKit, type HeadTestKit } from '@shared/registry/testing';
import { entryHead } from './page-heads.ts';
import { entry } from './testing/dehkhoda-fixtures.ts';

const ORIGIN = 'https://daneshsara.example';
let kit: HeadTestKit;
beforeEach(() => (kit = headTestKit(ORIGIN)));

const KETAB_PATH = '/dehkhoda/entry/457/%DA%A9%D8%AA%D8%A7%D8%A8';

describe('entryHead', () => {
  beforeEach(() => kit.answer(dehkhodaEntryQuery(457), { data: entry() }));

  it('describes the entry by its headword and senses, never the dictionary’s blurb', () => {
    expect(entryHead(kit.at(KETAB_PATH, { id: '457', slug: 'کتاب' })).description).toBe(
      'کتاب (اسم): 1. نوشته‌های به هم پیوسته و صحافی‌شده دربارهٔ موضوعی؛ نامه؛ نبشته. 2. نامه و مکتوب.',
    );
  });

  it('sends an address with a wrong slug to the entry’s own', () => {
    expect(entryHead(kit.at('/dehkhoda/entry/457/wrong', { id: '457', slug: 'wrong' }))).toMatchObject({
      canonicalPath: KETAB_PATH,
      redirect: true,
    });
  });

  it('sends an address with no slug, or the id written otherwise, to the entry’s own', () => {
    for (const [path, id, slug] of [
      ['/dehkhoda/entry/457', '457', undefined],
      ['/dehkhoda/entry/%DB%B4%DB%B5%DB%B7/anything', '۴۵۷', 'anything'],
    ] as const) {
      expect(entryHead(kit.at(path, slug === undefined ? { id } : { id, slug }))).toMatchObject({
        canonicalPath: KETAB_PATH,
        redirect: true,
      });
    }
  });

  it('declares a DefinedTerm of the dictionary and the breadcrumb', () => {
    const [term, crumbs] = entryHead(kit.at(KETAB_PATH, { id: '457', slug: 'کتاب' })).structuredData ?? [];
    expect(term).toMatchObject({
      '@type': 'DefinedTerm',
      name: 'کتاب',
      termCode: '100457',
      url: `${ORIGIN}${KETAB_PATH}`,
      inDefinedTermSet: { '@type': 'DefinedTermSet', name: 'لغت‌نامه دهخدا', url: `${ORIGIN}/dehkhoda` },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('declares nothing for an id that is not one', () => {
    expect(entryHead(kit.at('/dehkhoda/entry/x/y', { id: 'x', slug: 'y' }))).toEqual({});
  });
});
