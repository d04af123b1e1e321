import { bus } from '@shared/event-bus';
import { updateSessionUser } from './session-store.ts';

/**
 * Follows the profile area's edits (`profile:user:updated`): the session's
 * user takes the new name and avatar, and the session is re-announced, so the
 * header and the drawer show them at once, without a reload. The profile
 * remote cannot import the shell, so the bus is the only way in. Returns the
 * unsubscribe function.
 */
export function followProfileUpdates(): () => void {
  return bus.on('profile:user:updated', ({ fullName, avatar }) => updateSessionUser({ fullName, avatar }));
}
