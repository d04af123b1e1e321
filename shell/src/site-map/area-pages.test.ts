import { AREA_PAGES, AREAS } from '@shared/registry';
import { pagesNeededFrom } from './site-map.ts';

describe('pages each area must expose', () => {
  // The site server refuses to promote a release that lacks one of these
  // pages; it reads the list from @shared/registry, so the list must follow
  // the site map.
  it.each(AREAS)('the contract lists exactly the pages the site map needs from %s', (area) => {
    expect([...AREA_PAGES[area]].sort()).toEqual(pagesNeededFrom(area).sort());
  });
});
