import { parseSettings } from './settings.ts';

describe('server settings', () => {
  it('defaults to loopback port 8080 with the dev API', () => {
    const settings = parseSettings({}, '/srv/site');
    expect(settings.PORT).toBe(8080);
    expect(settings.HOST).toBe('127.0.0.1');
    expect(settings.API_BASE_URL).toBeUndefined();
    expect(settings.DATA_DIR).toBe('/srv/site/.data/server');
  });

  it('names every bad setting in one readable message', () => {
    expect(() => parseSettings({ PORT: 'eighty', API_BASE_URL: 'https://backend.example/v2' }, '/srv/site')).toThrow(
      /PORT[\s\S]*API_BASE_URL: must end in \/api/,
    );
  });
});
