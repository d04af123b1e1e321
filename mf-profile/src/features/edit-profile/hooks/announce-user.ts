import { authUserQuery } from '@shared/api-client';
import type { AuthUser } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a save or an upload: the profile's cached user becomes the server's
 * answer, and the shell hears the new name and avatar (`profile:user:updated`),
 * so the header changes at once, without a reload.
 */
export function announceUser(client: QueryClient, user: AuthUser): void {
  client.setQueryData(authUserQuery().queryKey, { data: user });
  bus.emit('profile:user:updated', { fullName: user.fullName, avatar: user.avatar });
}
