/**
 * When a pick is made, on the server's clock (ISO 8601), for the late-pick
 * rule: the run's end less the time the student's countdown still shows. The
 * device's own clock may be minutes off; the countdown is not, since it counts
 * from the server's `remaining_seconds`. So a pick made while the countdown
 * showed time is stamped before the end, whatever the device's clock says.
 * An untimed run (no end) is stamped with the device's time: no rule reads it.
 *
 * @param deadline the countdown's end, a Date.now() time; null when untimed
 * @param expiresAt the run's end as the server wrote it; null when untimed
 */
export function pickStamp(deadline: number | null, expiresAt: string | null, now = Date.now()): string {
  const end = expiresAt === null ? Number.NaN : Date.parse(expiresAt);
  if (deadline === null || Number.isNaN(end)) return new Date(now).toISOString();
  // After the countdown's end the stamp falls after the run's end too, and the server refuses the pick.
  return new Date(end - (deadline - now)).toISOString();
}
