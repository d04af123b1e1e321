import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getChatMessages, type ChatMessage } from '@shared/api-client';
import { CHAT_MESSAGES_KEY, mergeMessages } from './chat-messages.ts';

/**
 * The room's messages: the recent ones from the API, merged with what the
 * stream has already pushed, so a message that arrives while the list loads
 * is never lost.
 */
export function useChatMessages() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CHAT_MESSAGES_KEY,
    queryFn: async () =>
      mergeMessages(queryClient.getQueryData<ChatMessage[]>(CHAT_MESSAGES_KEY), await getChatMessages()),
    staleTime: Infinity,
  });
}
