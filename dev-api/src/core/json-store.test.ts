import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonStore } from './json-store.ts';

const seed = () => ({ users: ['سارا'], messages: [] as string[] });

function file() {
  return path.join(mkdtempSync(path.join(tmpdir(), 'store-')), 'state.json');
}

describe('dev API store', () => {
  it('keeps what was written across a restart', () => {
    const where = file();
    new JsonStore(where, seed).update((state) => state.messages.push('سلام'));
    expect(new JsonStore(where, seed).get().messages).toEqual(['سلام']);
  });

  it('forgets everything on reset', () => {
    const where = file();
    new JsonStore(where, seed).update((state) => state.messages.push('سلام'));
    expect(new JsonStore(where, seed, true).get().messages).toEqual([]);
  });

  it('fills in fields an older data folder lacks', () => {
    const where = file();
    writeFileSync(where, JSON.stringify({ users: ['علی'] }));
    expect(new JsonStore(where, seed).get()).toEqual({ users: ['علی'], messages: [] });
  });

  it('writes through a temporary file, never leaving half a document', () => {
    const where = file();
    new JsonStore(where, seed).update((state) => state.users.push('رضا'));
    expect(JSON.parse(readFileSync(where, 'utf8')).users).toEqual(['سارا', 'رضا']);
  });
});
