import { markNotificationsRead, notificationsQuery, type NotificationsResult } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * Opening the notifications page is reading them: once the list has loaded,
 * the unread messages it shows are marked read (POST /auth/notifications/read
 * with their ids, so a message that arrives meanwhile stays unread). The bell
 * shares the cached answer and hears `platform:notifications:changed`, so it
 * recounts at once. Returns the ids that were new on this visit, so the page
 * can still mark them as new until the student leaves.
 */
export function useReadOnOpen(result: NotificationsResult | undefined): ReadonlySet<number> {
  const client = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const sent = useRef(false);
  const { mutate } = useMutation({
    mutationFn: (ids: number[]) => markNotificationsRead(ids),
    onSuccess: ({ data }) => {
      const unread = data.unread_count ?? data.messages.filter((message) => !message.is_read).length;
      const updated: NotificationsResult = { kind: 'messages', messages: data.messages, unreadCount: unread };
      client.setQueryData(notificationsQuery().queryKey, updated);
      bus.emit('platform:notifications:changed', { unread });
    },
  });

  useEffect(() => {
    if (sent.current || result?.kind !== 'messages') return;
    const unreadIds = result.messages.filter((message) => !message.is_read).map((message) => message.id);
    if (unreadIds.length === 0) return;
    sent.current = true;
    setFresh(new Set(unreadIds));
    mutate(unreadIds);
  }, [result, mutate]);

  return fresh;
}
