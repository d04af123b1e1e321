import type { IncomingMessage } from 'node:http';
import { decodablePath, respellBadlyEncoded } from './bad-url.ts';

describe('badly encoded paths', () => {
  it.each([
    ['/course/%FF', '/course/%25FF', '/course/%FF'],
    ['/course/%E0%A4%A', '/course/%25E0%25A4%25A', '/course/%E0%A4%A'],
    ['/aboutus%ZZ', '/aboutus%25ZZ', '/aboutus%ZZ'],
    ['/a%', '/a%25', '/a%'],
    ['/%D8%B1/%FF', '/%D8%B1/%25FF', '/ر/%FF'],
  ])('spells %s as %s, which decodes to what was typed', (typed, spelled, decoded) => {
    expect(decodablePath(typed)).toBe(spelled);
    expect(decodeURIComponent(spelled)).toBe(decoded);
  });

  it('leaves a well encoded URL, query included, exactly as sent', () => {
    const url = '/course/%D8%B1%DB%8C?q=%FF';
    expect(respellBadlyEncoded({ url } as IncomingMessage)).toBe(url);
    expect(respellBadlyEncoded({ url: '/x/%FF?q=%FF' } as IncomingMessage)).toBe('/x/%25FF?q=%FF');
  });
});
