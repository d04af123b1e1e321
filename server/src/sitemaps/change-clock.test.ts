import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChangeClock, newest } from './change-clock.ts';

const moment = (iso: string) => () => new Date(iso);

describe('ChangeClock', () => {
  it('keeps the API’s date where there is one', async () => {
    const clock = new ChangeClock(undefined, moment('2026-11-27T06:00:00Z'));
    expect(await clock.date([{ path: '/articles/a', lastmod: '2025-02-26T05:37:00.000Z' }])).toEqual([
      { path: '/articles/a', lastmod: '2025-02-26T05:37:00.000Z' },
    ]);
  });

  it('dates a page by when its listing was first seen as it is, and again when it changes', async () => {
    let now = '2026-11-01T00:00:00.000Z';
    const clock = new ChangeClock(undefined, () => new Date(now));
    const quiz = (title: string) => [{ path: '/quiz/a', listing: { title } }];
    expect(await clock.date(quiz('الف'))).toEqual([{ path: '/quiz/a', lastmod: '2026-11-01T00:00:00.000Z' }]);
    now = '2026-11-05T00:00:00.000Z';
    expect(await clock.date(quiz('الف'))).toEqual([{ path: '/quiz/a', lastmod: '2026-11-01T00:00:00.000Z' }]);
    expect(await clock.date(quiz('ب'))).toEqual([{ path: '/quiz/a', lastmod: '2026-11-05T00:00:00.000Z' }]);
  });

  it('keeps its dates across a restart in its file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-dates-')), 'sitemap-dates.json');
    await new ChangeClock(file, moment('2026-11-01T00:00:00Z')).date([{ path: '/quiz/a', listing: 1 }]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty(['/quiz/a']);
    const later = new ChangeClock(file, moment('2026-11-20T00:00:00Z'));
    expect(await later.date([{ path: '/quiz/a', listing: 1 }])).toEqual([
      { path: '/quiz/a', lastmod: '2026-11-01T00:00:00.000Z' },
    ]);
  });
});

describe('newest', () => {
  it('is the latest of the dates, ignoring what is not one', () => {
    expect(newest(['2025-01-01T00:00:00Z', undefined, 'x', '2026-01-01T00:00:00Z'])).toBe('2026-01-01T00:00:00Z');
    expect(newest([])).toBeUndefined();
  });
});
