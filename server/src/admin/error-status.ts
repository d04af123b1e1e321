import { core } from 'zod';
import { OperationRefusedError } from '../registry/operations.ts';
import { AreaLockedError } from '../registry/area-lock.ts';
import { ReleaseRefusedError } from '../registry/release-check.ts';
import { LockBusyError, LockLostError } from '../registry/file-lock.ts';
import {
  RegistryDamagedError,
  RegistryMissingError,
  RegistryUnavailableError,
  RevisionConflictError,
} from '../registry/registry-store.ts';
import { ImmutableReleaseError, NotAReleaseError } from '../registry/release-store.ts';
import { StoreUnreachableError } from '../store/store-unreachable.ts';

/** The HTTP status of an operation's error: the caller's fault (4xx) or ours (500). */
export function statusOfOperationError(error: unknown): number {
  // `$ZodError`: thrown by classic and mini schemas alike (the shared ones are mini).
  if (error instanceof core.$ZodError) return 400;
  if (error instanceof RevisionConflictError) return 409;
  // 423 Locked: someone locked the area on purpose; the message names who and why.
  if (error instanceof AreaLockedError) return 423;
  if (error instanceof ImmutableReleaseError) return 409;
  if (error instanceof ReleaseRefusedError || error instanceof OperationRefusedError) return 422;
  if (error instanceof NotAReleaseError) return 422;
  // The registry cannot change now (busy, damaged, not made yet): a state that passes, not a fault.
  if (error instanceof LockBusyError || error instanceof LockLostError) return 503;
  if (error instanceof RegistryMissingError || error instanceof RegistryDamagedError) return 503;
  if (error instanceof RegistryUnavailableError) return 503;
  // The site's database (PostgreSQL) is out of reach: it comes back by itself.
  if (error instanceof StoreUnreachableError) return 503;
  return 500;
}
