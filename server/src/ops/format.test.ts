import { AREAS } from '@shared/registry';
import type { LoadFailureSummary } from '../registry/load-reports.ts';
import type { AreaStatus, StatusReport } from '../registry/status.ts';
import { formatHistory, formatStatus } from './format.ts';

function summary(fields: Partial<LoadFailureSummary> & Pick<LoadFailureSummary, 'kind' | 'area' | 'version'>) {
  return { count: 1, firstAt: '2030-01-01T10:00', lastAt: '2030-01-01T10:00', lastReason: 'boom', ...fields };
}

function report(areas: Partial<Record<AreaStatus['area'], Partial<AreaStatus>>>, extra: Partial<StatusReport> = {}) {
  return {
    revision: 3,
    areas: AREAS.map((area) => ({
      area,
      published: [],
      loadFailures: [],
      renderFailures: [],
      hydrationErrors: [],
      warnings: [],
      ...areas[area],
    })),
    shell: { renderFailures: [], hydrationErrors: [] },
    ...extra,
  } satisfies StatusReport;
}

describe('formatStatus', () => {
  it('shows each release’s failures as what they are: load, server render, hydration', () => {
    const text = formatStatus(
      report(
        {
          blog: {
            current: '1.2.0',
            loadFailures: [
              summary({ kind: 'load', area: 'blog', version: '1.2.0', count: 2, lastFallbackVersion: '1.1.0' }),
            ],
            renderFailures: [
              summary({ kind: 'render', area: 'blog', version: '1.2.0', count: 5, lastAt: '2030-01-01T11:00' }),
              summary({ kind: 'render', area: 'blog', version: '1.3.0', lastAt: '2030-01-01T12:00' }),
            ],
            hydrationErrors: [summary({ kind: 'hydration', area: 'blog', version: '1.2.0', lastReason: 'mismatch' })],
          },
        },
        {
          shell: {
            renderFailures: [],
            hydrationErrors: [summary({ kind: 'hydration', area: 'shell', version: 'main.abc.js', count: 7 })],
          },
        },
      ),
    );
    expect(text.split('\n').slice(7)).toEqual([
      '',
      'failures by release:',
      '  blog 1.3.0',
      '    server render failures: 1×, last 2030-01-01T12:00 (first 2030-01-01T10:00): boom',
      '  blog 1.2.0',
      '    load failures reported by browsers (unverified): 2×, last 2030-01-01T10:00 (first 2030-01-01T10:00), fell back to 1.1.0: boom',
      '    server render failures: 5×, last 2030-01-01T11:00 (first 2030-01-01T10:00): boom',
      '    hydration errors reported by browsers (unverified): 1×, last 2030-01-01T10:00 (first 2030-01-01T10:00): mismatch',
      '  shell main.abc.js',
      '    hydration errors reported by browsers (unverified): 7×, last 2030-01-01T10:00 (first 2030-01-01T10:00): boom',
    ]);
  });

  it('escapes control characters in whatever came from outside', () => {
    const text = formatStatus(
      report({
        quiz: {
          changedBy: 'Mina\u001b[2J',
          loadFailures: [summary({ kind: 'load', area: 'quiz', version: '1.0.0\r', lastReason: 'a\nfake line\u009b' })],
        },
      }),
    );
    expect(text).toContain('Mina\\u001b[2J');
    expect(text).toContain('  quiz 1.0.0\\u000d');
    expect(text).toContain(', no fallback: a\\u000afake line\\u009b');
    // eslint-disable-next-line no-control-regex -- what must not be printed
    expect(text.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('lists the releases whose breaker is open, and nothing when there are no failures', () => {
    expect(formatStatus(report({}, { openBreakers: ['blog@1.2.0', 'shell'] }))).toMatch(
      /\n\nnot server-rendered now \(circuit breaker open\): blog@1\.2\.0, shell$/,
    );
    const quiet = formatStatus(report({}, { openBreakers: [] }));
    expect(quiet).not.toMatch(/failures|breaker/);
  });

  it("says what the answering server's page cache did and holds, or that it is off", () => {
    const counts = { hit: 90, stale: 4, miss: 5, coalesced: 1, 'failed-stale': 0 };
    const pageCache = { enabled: true, counts, entries: 12, bytes: 3 * 1024 * 1024 };
    expect(formatStatus(report({}, { pageCache }))).toContain(
      'page cache (this server process): 90 hits, 4 stale, 5 misses, 1 coalesced, 0 kept after a failed render ' +
        '(94.0 % served kept); 12 pages, 3.0 MiB',
    );
    expect(formatStatus(report({}, { pageCache: { ...pageCache, enabled: false } }))).toContain(
      'page cache (this server process): off (PAGE_CACHE_SECONDS=0)',
    );
    expect(formatStatus(report({}, {}))).not.toContain('page cache');
  });
});

describe('formatHistory', () => {
  it('escapes the control characters of an actor and a reason', () => {
    const text = formatHistory([
      {
        revision: 1,
        at: 'now',
        area: 'quiz',
        action: 'promote',
        version: '1.0.0',
        actor: 'x\u0007',
        reason: 'y\u001b[2J',
      },
    ]);
    expect(text.split('\n')[1]).toMatch(/promote\s+1\.0\.0\s+—\s+x\\u0007\s+y\\u001b\[2J$/);
  });
});
