import type { AreaName } from '@shared/registry';
import { changeArea, OperationRefusedError, type ChangeRequest, type OpsContext } from './operations.ts';
import type { RegistryFile } from './registry-file.ts';
import { MAX_REASON } from './area-lock.ts';

function reasonOf(request: ChangeRequest, what: string): string {
  const reason = request.reason?.trim();
  if (!reason)
    throw new OperationRefusedError(
      `برای ${what} دلیلش را بنویسید (--reason "…"): بقیه آن را در تاریخچه و پیام رد می‌بینند.`,
    );
  return reason.slice(0, MAX_REASON);
}

/**
 * Locks an area: every change to it (promote, rollback, canary, a rollout's start or advance) is refused,
 * naming who locked it and why, until `unlock`. A running rollout holds; its automatic stop still goes
 * ahead. The lock and its reason are in the history.
 */
export async function lockArea(context: OpsContext, area: AreaName, request: ChangeRequest): Promise<RegistryFile> {
  const reason = reasonOf(request, 'قفل کردن یک بخش');
  return changeArea(context, area, request, (state) => {
    if (!state) throw new OperationRefusedError(`${area} has no release in the registry.`);
    const at = (context.now?.() ?? new Date()).toISOString();
    return {
      state: { ...state, lock: { by: request.actor, reason, at } },
      change: { action: 'lock', version: state.current.version, reason },
    };
  });
}

/** Unlocks an area; refused when it is not locked. The reason, when given, is in the history. */
export function unlockArea(context: OpsContext, area: AreaName, request: ChangeRequest): Promise<RegistryFile> {
  return changeArea(context, area, { ...request, evenWhenLocked: true }, (state) => {
    if (!state?.lock) throw new OperationRefusedError(`بخش ${area} قفل نیست.`);
    return {
      state: { ...state, lock: undefined },
      change: { action: 'unlock', version: state.current.version },
    };
  });
}
