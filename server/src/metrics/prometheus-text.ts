/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for tests: every line is a
 * `# HELP`, a `# TYPE` or a sample `name{label="value",...} number`, each sample's family has a TYPE, and
 * a histogram's buckets rise with `le` up to `+Inf`, which equals its `_count`. It throws on anything else.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    rest = rest.slice(match[0].length);
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` belong to the histogram. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' || types.get(base) === 'summary' ? base : undefined;
}

/** Every sample of an exposition, after checking its form. */
export function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
      if (!keyword || !new RegExp(`^${NAME}$`).test(name!)) throw new Error(`bad comment: ${line}`);
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest!) || types.has(name!)) throw new Error(`bad TYPE: ${line}`);
        types.set(name!, rest!);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, labels, value] = match;
    if (!familyOf(name!, types)) throw new Error(`a sample with no TYPE before it: ${line}`);
    samples.push({ name: name!, labels: parseLabels(labels ?? '', line), value: parseValue(value!, line) });
  }
  for (const [name, type] of types) if (type === 'histogram') checkHistogram(name, samples);
  return { samples, types };
}

function checkHistogram(name: string, samples: readonly Sample[]): void {
  const series = new Map<string, Sample[]>();
  for (const sample of samples.filter((each) => each.name === `${name}_bucket`)) {
    const { le, ...rest } = sample.labels;
    if (le === undefined) throw new Error(`${name}: a bucket without le`);
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    const bounds = buckets.map((bucket) => parseValue(bucket.labels.le!, name));
    const counts = buckets.map((bucket) => bucket.value);
    if (bounds.some((bound, index) => index > 0 && bound <= bounds[index - 1]!) || bounds.at(-1) !== Infinity)
      throw new Error(`${name} ${key}: buckets do not rise to +Inf`);
    if (counts.some((count, index) => index > 0 && count < counts[index - 1]!))
      throw new Error(`${name} ${key}: bucket counts are not cumulative`);
    const count = samples.find((each) => each.name === `${name}_count` && JSON.stringify(each.labels) === key);
    if (count?.value !== counts.at(-1)) throw new Error(`${name} ${key}: _count is not the +Inf bucket`);
  }
}
