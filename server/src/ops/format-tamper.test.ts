import { AREAS } from '@shared/registry';
import type { StatusReport } from '../registry/status.ts';
import { formatStatus } from './format.ts';

const report = (extra: Partial<StatusReport>): StatusReport => ({
  revision: 3,
  areas: AREAS.map((area) => ({
    area,
    published: [],
    loadFailures: [],
    renderFailures: [],
    hydrationErrors: [],
    warnings: [],
  })),
  shell: { renderFailures: [], hydrationErrors: [] },
  ...extra,
});

describe('formatStatus: the server’s tamper findings', () => {
  it('come first, as the server’s own finding, apart from the browsers’ reports', () => {
    const text = formatStatus(
      report({
        tampered: [
          {
            kind: 'tamper',
            area: 'quiz',
            version: '1.1.0',
            count: 4,
            firstAt: '2030-01-01T10:00',
            lastAt: '2030-01-01T11:00',
            lastReason: 'changed: __federation_expose_QuizList.abc.js',
          },
        ],
      }),
    );
    expect(text.split('\n').slice(0, 3)).toEqual([
      'TAMPERED: files changed after publish, found by the server (refused to browsers, not server-rendered):',
      '  quiz 1.1.0: 4×, last 2030-01-01T11:00: changed: __federation_expose_QuizList.abc.js',
      '',
    ]);
    expect(text).not.toContain('unverified');
  });

  it('are not mentioned when there are none', () => {
    expect(formatStatus(report({ tampered: [] }))).not.toContain('TAMPERED');
    expect(formatStatus(report({}))).toMatch(/^registry revision 3/);
  });
});
