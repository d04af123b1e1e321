import { useQuery } from '@tanstack/react-query';
import { chatMessagesQuery, getChatMessages } from '@shared/api-client';
import { CHAT_MESSAGES_KEY, mergeMessages } from './chat-messages.ts';

/**
 * The room's messages: the recent ones from the API, merged with what the
 * stream has already pushed, so a message that arrives while the list loads
 * is never lost.
 */
export function useChatMessages() {
  return useQuery({
    ...chatMessagesQuery(),
    // The call's answer, merged into what the stream has put under the same key meanwhile.
    queryFn: async ({ client }) => mergeMessages(client.getQueryData(CHAT_MESSAGES_KEY), await getChatMessages()),
  });
}
