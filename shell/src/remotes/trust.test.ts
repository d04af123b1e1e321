import { createHash, webcrypto } from 'node:crypto';
import { isAllowedOrigin, isLoopback, matchesIntegrity, trustedRelease, trustRelease } from './trust.ts';

describe('trust', () => {
  it('derives the entry URL from the manifest URL the registry names', () => {
    trustRelease('mf_quiz', {
      area: 'quiz',
      version: '1.1.0',
      manifestUrl: 'https://madrese.example/releases/quiz/1.1.0/mf-manifest.json',
    });
    expect(trustedRelease('mf_quiz')?.entryUrl).toBe('https://madrese.example/releases/quiz/1.1.0/remoteEntry.js');
    expect(trustedRelease('mf_blog')).toBeUndefined();
  });

  it('allows the page origin and listed origins only', () => {
    const page = 'https://madrese.example';
    expect(isAllowedOrigin('/releases/x', [], page)).toBe(true);
    expect(isAllowedOrigin('https://cdn.example.com/x', ['https://cdn.example.com'], page)).toBe(true);
    expect(isAllowedOrigin('https://cdn.example.com.evil.example/x', ['https://cdn.example.com'], page)).toBe(false);
    expect(isAllowedOrigin('http://madrese.example/x', [], page)).toBe(false);
  });

  it('knows this machine', () => {
    expect(isLoopback('http://127.0.0.1:3002/mf-manifest.json')).toBe(true);
    expect(isLoopback('http://localhost:3002/mf-manifest.json')).toBe(true);
    expect(isLoopback('http://127.0.0.1.evil.example/mf-manifest.json')).toBe(false);
  });

  it('checks bytes against a sha384 integrity', async () => {
    // jsdom has no Web Crypto; browsers (in secure contexts) and Node share the same API.
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    const bytes = new TextEncoder().encode('var mf_quiz;').buffer as ArrayBuffer;
    const integrity = `sha384-${createHash('sha384').update('var mf_quiz;').digest('base64')}`;
    expect(await matchesIntegrity(bytes, integrity)).toBe(true);
    expect(await matchesIntegrity(new TextEncoder().encode('tampered').buffer as ArrayBuffer, integrity)).toBe(false);
  });
});
