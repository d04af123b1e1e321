import { chatMessagesQuery, type ChatMessage } from '@shared/api-client';

/** The query the room's messages are cached under; the stream and the composer add to it. */
export const CHAT_MESSAGES_KEY = chatMessagesQuery().queryKey;

/** How many messages the page keeps; older ones scroll away for good. */
export const KEPT_MESSAGES = 200;

/**
 * Adds messages to the list in id order, each once: the stream, a reconnect
 * and the answer to one's own post may all bring the same message.
 */
export function mergeMessages(
  current: readonly ChatMessage[] | undefined,
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...(current ?? []), ...incoming]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEPT_MESSAGES);
}
