/** How long a webhook gets to answer before the judge gives up on it. */
export const ALERT_TIMEOUT_MS = 5_000;

/** What `ALERT_WEBHOOK_URL` is told when a rollout stops itself. */
export interface RolloutStopAlert {
  event: 'rollout-stopped';
  area: string;
  /** The canary that was stopped, and the release everyone has again. */
  version: string;
  current: string;
  percent: number;
  signal?: string;
  route?: string;
  rate?: number;
  threshold?: number;
  reason: string;
  at: string;
}

/**
 * POSTs the alert as JSON, within `timeoutMs`. Never throws and never waits for the caller: the judge calls
 * it without awaiting, and a webhook that fails or hangs is logged and forgotten (the stop is in the
 * history whatever the webhook does).
 */
export async function postAlert(
  url: string,
  alert: RolloutStopAlert,
  log: { warn(message: string): void },
  timeoutMs = ALERT_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(alert),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    if (!answer.ok)
      log.warn(`the alert webhook answered ${answer.status} to the stop of ${alert.area} ${alert.version}`);
    return answer.ok;
  } catch (error) {
    // The address may carry a secret (a token in the path): the log names the failure, never the URL.
    log.warn(`the alert webhook failed for the stop of ${alert.area} ${alert.version}: ${(error as Error).message}`);
    return false;
  }
}
