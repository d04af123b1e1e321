import { parseSettings } from './settings.ts';

describe('server settings', () => {
  it('defaults to loopback port 8080 with the dev API', () => {
    const settings = parseSettings({});
    expect(settings.PORT).toBe(8080);
    expect(settings.HOST).toBe('127.0.0.1');
    expect(settings.API_BASE_URL).toBeUndefined();
  });

  it('names every bad setting in one readable message', () => {
    expect(() => parseSettings({ PORT: 'eighty', API_BASE_URL: 'https://backend.example/v2' })).toThrow(
      /PORT[\s\S]*API_BASE_URL: must end in \/api/,
    );
  });
});
