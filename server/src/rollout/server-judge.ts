import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { postAlert } from './alert-webhook.ts';
import { RolloutJudge, type RolloutJudgeOptions } from './rollout-judge.ts';

/**
 * Starts this site server's rollout judge (docs/operations.md, "Rollouts"): it judges only while it holds
 * the store's lease, under a holder name unique to this process; ALERT_WEBHOOK_URL, when set, is told of
 * every automatic stop.
 */
export function startServerJudge(
  options: Pick<RolloutJudgeOptions, 'store' | 'context' | 'log'> & { alertUrl?: string },
): RolloutJudge {
  const { alertUrl, log } = options;
  const judge = new RolloutJudge({
    ...options,
    holder: `${hostname()}:${process.pid}:${randomUUID()}`,
    alert: alertUrl ? (alert) => void postAlert(alertUrl, alert, log) : undefined,
  });
  judge.start();
  return judge;
}
