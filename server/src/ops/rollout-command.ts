import { z } from 'zod';
import type { AreaName } from '@shared/registry';
import type { ChangeRequest, OpsContext } from '../registry/operations.ts';
import { startRollout, stopRollout } from '../rollout/rollout-commands.ts';
import { DEFAULT_STEPS, stepPercent, type RolloutRules } from '../rollout/rollout-record.ts';
import type { SiteStore } from '../store/site-store.ts';
import { UsageError } from './cli.ts';

/** The rollout options of the command line, as parseArgs gives them. */
export interface RolloutOptions {
  steps?: string;
  interval?: string;
  windows?: string;
  'min-pages'?: string;
  'min-clients'?: string;
  'min-reporters'?: string;
  stop?: boolean;
}

const UNITS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `90s`, `10m`, `1h`, `500ms` in milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2] as keyof typeof UNITS] : NaN;
  if (!(ms >= 100)) throw new UsageError(`--interval: a duration such as 90s, 10m or 1h (got "${text}")`);
  return ms;
}

function count(text: string | undefined, option: string, least = 0): number | undefined {
  if (text === undefined) return undefined;
  const parsed = z.coerce.number().int().min(least).safeParse(text);
  if (!parsed.success) throw new UsageError(`--${option}: a whole number from ${least} (got "${text}")`);
  return parsed.data;
}

function stepsOf(text: string | undefined): number[] {
  if (text === undefined) return DEFAULT_STEPS;
  const steps = text.split(',').map((step) => Number(step.trim()));
  if (steps.some((step) => !Number.isInteger(step))) throw new UsageError(`--steps: percents such as 5,25,50,100`);
  return steps;
}

/** `rollout <area> <version> [options]` starts one; `rollout <area> --stop` ends the running one. */
export async function rolloutCommand(
  context: OpsContext & { store: SiteStore },
  area: AreaName,
  version: string | undefined,
  options: RolloutOptions,
  change: ChangeRequest,
): Promise<string> {
  if (options.stop || version === undefined) {
    const ended = await stopRollout(context, context.store.rollouts, area, change);
    return `rollout of ${area} ${ended.version} ended at ${stepPercent(ended)}%; everyone gets ${ended.from} (its canary ended)`;
  }
  const rules: Partial<RolloutRules> = Object.fromEntries(
    Object.entries({
      intervalMs: options.interval === undefined ? undefined : parseDuration(options.interval),
      windows: count(options.windows, 'windows', 1),
      minPages: count(options['min-pages'], 'min-pages'),
      minClients: count(options['min-clients'], 'min-clients'),
      minReporters: count(options['min-reporters'], 'min-reporters', 1),
    }).filter(([, value]) => value !== undefined),
  );
  const rollout = await startRollout(
    context,
    context.store.rollouts,
    area,
    version,
    stepsOf(options.steps),
    rules,
    change,
  );
  return (
    `rollout of ${area} ${version} started: canary at ${stepPercent(rollout)}%, steps ${rollout.steps.join(', ')}, ` +
    `judged by the site servers every ${rollout.rules.intervalMs / 1000} s; watch it with: npm run ops -- status`
  );
}
