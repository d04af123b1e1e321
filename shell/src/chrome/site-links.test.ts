import { siteMapTitleAt } from '../layouts/site-route-at.ts';
import { ACCOUNT_LINKS, MAIN_NAV_LINKS } from './site-links.ts';

describe('the account links', () => {
  it('each lead to a different page, named as that page is titled', () => {
    expect(new Set(ACCOUNT_LINKS.map((link) => link.to)).size).toBe(ACCOUNT_LINKS.length);
    for (const link of ACCOUNT_LINKS) expect([link.to, siteMapTitleAt(link.to)]).toEqual([link.to, link.label]);
  });

  it('the main menu’s link to the profile says what the page is: «پیشخوان»', () => {
    const profile = MAIN_NAV_LINKS.find((link) => link.to === '/profile');
    expect(profile?.label).toBe(siteMapTitleAt('/profile'));
    expect(profile?.label).toBe('پیشخوان');
  });
});
