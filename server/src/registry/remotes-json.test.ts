import { cohortCookie, cohortFrom, inCanary } from './cohort.ts';
import type { LoadFailureSummary } from './load-reports.ts';
import type { RegistryFile } from './registry-file.ts';
import { remotesDocument } from './remotes-json.ts';

const release = (version: string) => ({
  version,
  entry: `/releases/quiz/${version}/mf-manifest.json`,
  integrity: `sha384-${version.replace(/\./g, '').padEnd(64, 'A')}`,
});

const registry: RegistryFile = {
  revision: 4,
  history: [],
  areas: {
    quiz: {
      current: release('1.1.0'),
      past: [release('1.0.0')],
      canary: { release: release('1.2.0'), percent: 50 },
      changedAt: 'now',
      changedBy: 'ops',
    },
    blog: {
      current: { ...release('2.0.0'), entry: '/releases/blog/2.0.0/mf-manifest.json' },
      past: [],
      changedAt: 'now',
      changedBy: 'ops',
    },
  },
};
const policy = { origins: ['https://cdn.example.com'], overrides: false };

describe('the last known good release', () => {
  const promoted = (version: string, at: string, revision: number) =>
    ({ revision, at, actor: 'ops', area: 'quiz', action: 'promote', version }) as const;
  // 1.0.0 current from January, 1.1.0 from February, 1.2.0 from March: 1.1.0 stopped being current on 03-01.
  const withPast: RegistryFile = {
    revision: 3,
    history: [
      promoted('1.0.0', '2026-01-01T00:00:00.000Z', 1),
      promoted('1.1.0', '2026-02-01T00:00:00.000Z', 2),
      promoted('1.2.0', '2026-03-01T00:00:00.000Z', 3),
    ],
    areas: {
      quiz: {
        current: release('1.2.0'),
        past: [release('1.1.0'), release('1.0.0')],
        changedAt: 'now',
        changedBy: 'ops',
      },
    },
  };
  const failed = (version: string, lastAt: string, kind: LoadFailureSummary['kind'] = 'load') => ({
    kind,
    area: 'quiz' as const,
    version,
    count: 3,
    firstAt: lastAt,
    lastAt,
    lastReason: 'integrity',
  });
  const fallbackWith = (failures: LoadFailureSummary[]) =>
    remotesDocument(withPast, 73, policy, failures).areas.quiz?.fallback?.version;

  it('skips a past release with failures of any kind recorded since it stopped being current', () => {
    expect(fallbackWith([failed('1.1.0', '2026-03-02T00:00:00.000Z')])).toBe('1.0.0');
    expect(fallbackWith([failed('1.1.0', '2026-03-02T00:00:00.000Z', 'render')])).toBe('1.0.0');
    expect(fallbackWith([failed('1.1.0', '2026-03-02T00:00:00.000Z', 'hydration')])).toBe('1.0.0');
    expect(fallbackWith([failed('1.1.0', '2026-03-02T00:00:00.000Z', 'tamper')])).toBe('1.0.0');
  });

  it('keeps one whose failures are all from before it stopped being current, or of another release', () => {
    const failures = [
      failed('1.1.0', '2026-01-15T00:00:00.000Z', 'render'),
      failed('1.1.0', '2026-02-20T00:00:00.000Z'), // while it was current: ops saw it when they replaced it
      failed('1.2.0', '2026-03-02T00:00:00.000Z'),
      { ...failed('1.1.0', '2026-03-02T00:00:00.000Z'), area: 'blog' as const },
    ];
    expect(fallbackWith(failures)).toBe('1.1.0');
  });

  it('still offers the previous release when every past release failed since it was last current', () => {
    const failures = [failed('1.1.0', '2026-03-01T00:00:00.000Z'), failed('1.0.0', '2026-02-05T00:00:00.000Z')];
    expect(fallbackWith(failures)).toBe('1.1.0');
  });
});

describe('/remotes.json per browser', () => {
  it('gives a browser outside the canary the current release with the previous one as its fallback', () => {
    const document = remotesDocument(registry, 73, policy);
    expect(document.areas.quiz).toMatchObject({ version: '1.1.0', integrity: release('1.1.0').integrity });
    expect(document.areas.quiz?.fallback?.version).toBe('1.0.0');
    expect(document.areas.blog?.fallback).toBeUndefined();
    expect(document).toMatchObject({ origins: ['https://cdn.example.com'], overrides: false });
  });

  it('gives a canary browser the canary with the current release as its fallback', () => {
    const document = remotesDocument(registry, 12, policy);
    expect(document.areas.quiz?.version).toBe('1.2.0');
    expect(document.areas.quiz?.fallback?.version).toBe('1.1.0');
  });

  it('serves the canary to exactly the given share of the 100 cohorts', () => {
    const cohorts = Array.from({ length: 100 }, (_, cohort) => cohort);
    expect(cohorts.filter((cohort) => inCanary(cohort, 50))).toHaveLength(50);
    expect(cohorts.filter((cohort) => inCanary(cohort, 5))).toHaveLength(5);
  });

  it('keeps a browser in its cohort across visits: the cookie it got decides every later document', () => {
    const setCookie = cohortCookie(31, false);
    expect(setCookie).toMatch(/^platform_cohort=31; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const header = `theme=dark; ${setCookie.split(';')[0]}; accessToken=abc`;
    const versions = Array.from(
      { length: 5 },
      () => remotesDocument(registry, cohortFrom(header)!, policy).areas.quiz?.version,
    );
    expect(new Set(versions)).toEqual(new Set(['1.2.0']));
  });

  it('ignores a missing or forged cohort cookie, so the server assigns a fresh one', () => {
    expect(cohortFrom(undefined)).toBeUndefined();
    expect(cohortFrom('platform_cohort=100')).toBeUndefined();
    expect(cohortFrom('platform_cohort=-1')).toBeUndefined();
    expect(cohortFrom('platform_cohort=abc')).toBeUndefined();
    expect(cohortFrom('platform_cohort=7')).toBe(7);
  });
});
