import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markNotificationsRead, notificationsQuery, type NotificationsResult } from '@shared/api-client';
import { bus } from '@shared/event-bus';

/** The cache key of the bell's messages. */
const NOTIFICATIONS_QUERY_KEY = notificationsQuery().queryKey;

/** The signed-in student's notifications (JSON messages or a text notice), only while signed in. */
export function useNotifications(signedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQuery(), enabled: signedIn });
  const unread = query.data?.kind === 'messages' ? query.data.unreadCount : undefined;

  // Another app (the profile's notifications page) read or received some: recount.
  useEffect(() => {
    if (!signedIn) return;
    return bus.on('platform:notifications:changed', (payload) => {
      if (unread !== undefined && payload.unread !== unread) {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      }
    });
  }, [signedIn, unread, queryClient]);

  return query;
}

/** Marks the given messages read, updates the bell and tells the other apps. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markNotificationsRead(ids),
    onSuccess: ({ data }) => {
      const unreadCount = data.unread_count ?? data.messages.filter((message) => !message.is_read).length;
      const result: NotificationsResult = { kind: 'messages', messages: data.messages, unreadCount };
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, result);
      bus.emit('platform:notifications:changed', { unread: unreadCount });
    },
  });
}
