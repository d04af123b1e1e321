import { DEV_PORT_DEFAULTS, devPort, devPortSetting } from '../dev-ports.ts';

describe('development ports', () => {
  it('are settings named after each app, with the documented defaults', () => {
    expect(devPortSetting('quiz')).toBe('DEV_QUIZ_PORT');
    expect(devPortSetting('api-proxy')).toBe('DEV_API_PROXY_PORT');
    expect(devPort('quiz', {})).toBe(3002);
    expect(devPort('quiz', { DEV_QUIZ_PORT: '4102' })).toBe(4102);
    expect(devPort('shell', { DEV_QUIZ_PORT: '4102' })).toBe(3000);
    expect(new Set(Object.values(DEV_PORT_DEFAULTS)).size).toBe(Object.keys(DEV_PORT_DEFAULTS).length);
  });

  it('stop on a value that is not a port, naming the setting', () => {
    for (const bad of ['eighty', '3002.5', '0', '70000', '-1']) {
      expect(() => devPort('quiz', { DEV_QUIZ_PORT: bad })).toThrow(`DEV_QUIZ_PORT: "${bad}" is not a port`);
    }
  });
});
