import path from 'node:path';
import { parseSettings } from './settings.ts';

describe('server settings', () => {
  it('defaults to loopback port 8080 with the dev API', () => {
    const settings = parseSettings({}, '/srv/site');
    expect(settings.PORT).toBe(8080);
    expect(settings.HOST).toBe('127.0.0.1');
    expect(settings.API_BASE_URL).toBeUndefined();
    expect(settings.DATA_DIR).toBe('/srv/site/.data/server');
  });

  it('reads relative DATA_DIR and DIST_DIR from the working directory (the file handler needs absolute ones)', () => {
    const settings = parseSettings({ DATA_DIR: 'data-a', DIST_DIR: './dist' }, '/unused');
    expect(settings.DATA_DIR).toBe(path.resolve('data-a'));
    expect(settings.DIST_DIR).toBe(path.resolve('dist'));
  });

  it('names every bad setting in one readable message', () => {
    expect(() => parseSettings({ PORT: 'eighty', API_BASE_URL: 'https://backend.example/v2' }, '/srv/site')).toThrow(
      /PORT[\s\S]*API_BASE_URL: must end in \/api/,
    );
  });
});

describe('operations settings', () => {
  it('keeps the admin API off and releases on the site itself by default', () => {
    const settings = parseSettings({}, '/srv/site');
    expect(settings.ADMIN_TOKEN).toBeUndefined();
    expect(settings.RELEASE_ORIGINS).toEqual([]);
    expect(settings.RELEASES_BASE_URL).toBe('/releases');
    expect(settings.ALLOW_OVERRIDES).toBe(false);
  });

  it('reads a CDN: its origins, and a base URL only on one of them', () => {
    const settings = parseSettings(
      {
        RELEASE_ORIGINS: 'https://cdn.example.com/, https://backup.example.com',
        RELEASES_BASE_URL: 'https://cdn.example.com/releases/',
      },
      '/srv/site',
    );
    expect(settings.RELEASE_ORIGINS).toEqual(['https://cdn.example.com', 'https://backup.example.com']);
    expect(settings.RELEASES_BASE_URL).toBe('https://cdn.example.com/releases');
    expect(() => parseSettings({ RELEASES_BASE_URL: 'https://elsewhere.example/releases' }, '/srv')).toThrow(
      /RELEASES_BASE_URL: its origin https:\/\/elsewhere\.example must be listed in RELEASE_ORIGINS/,
    );
    expect(() => parseSettings({ RELEASE_ORIGINS: 'https://cdn.example.com/path' }, '/srv')).toThrow(/origin only/);
  });

  it('refuses a short admin token and treats an empty one as unset', () => {
    expect(() => parseSettings({ ADMIN_TOKEN: 'secret' }, '/srv')).toThrow(/ADMIN_TOKEN: must be at least 16/);
    expect(parseSettings({ ADMIN_TOKEN: '' }, '/srv').ADMIN_TOKEN).toBeUndefined();
    expect(parseSettings({ ALLOW_OVERRIDES: 'true' }, '/srv').ALLOW_OVERRIDES).toBe(true);
  });
});
