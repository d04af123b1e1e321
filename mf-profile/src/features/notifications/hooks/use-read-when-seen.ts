import { markNotificationsRead, notificationsQuery, type NotificationsResult } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How much of a message must be on screen to count as seen. */
const SEEN_SHARE = 0.6;
/** Messages seen together (one scroll) are marked in one request. */
const BATCH_MS = 300;

/** What {@link useReadWhenSeen} gives the page. */
export interface ReadWhenSeen {
  /** The messages that were unread when the page opened: they keep their «تازه» mark until the student leaves. */
  fresh: ReadonlySet<number>;
  /** A ref callback for a message's row: the message is marked read once the row is on screen. */
  watch: (id: number) => (row: HTMLElement | null) => (() => void) | undefined;
}

/**
 * A message is read when the student has seen it on this page: once most of
 * its row has been on screen, it is marked read (POST /auth/notifications/read
 * with the ids seen, so one below the fold or one that arrives meanwhile stays
 * unread). The bell shares the cached answer and hears
 * `platform:notifications:changed`, so it recounts at once. Where the browser
 * cannot tell what is on screen (no IntersectionObserver), opening the page
 * counts as seeing every message.
 */
export function useReadWhenSeen(result: NotificationsResult | undefined): ReadWhenSeen {
  const client = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const sent = useRef(new Set<number>());
  const pending = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const observer = useRef<IntersectionObserver | null>(null);
  const rows = useRef(new Map<Element, number>());
  const unread = useRef(new Set<number>());
  const { mutate } = useMutation({
    mutationFn: (ids: number[]) => markNotificationsRead(ids),
    onSuccess: ({ data }) => {
      const count = data.unread_count ?? data.messages.filter((message) => !message.is_read).length;
      const updated: NotificationsResult = { kind: 'messages', messages: data.messages, unreadCount: count };
      client.setQueryData(notificationsQuery().queryKey, updated);
      bus.emit('platform:notifications:changed', { unread: count });
    },
  });

  const markSeen = useCallback(
    (ids: Iterable<number>) => {
      for (const id of ids) if (unread.current.has(id) && !sent.current.has(id)) pending.current.add(id);
      if (pending.current.size === 0 || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const batch = [...pending.current];
        pending.current.clear();
        for (const id of batch) sent.current.add(id);
        if (batch.length > 0) mutate(batch);
      }, BATCH_MS);
    },
    [mutate],
  );

  // Each answer says which messages are still unread; the first names those new on this visit.
  useEffect(() => {
    if (result?.kind !== 'messages') return;
    const ids = result.messages.filter((message) => !message.is_read).map((message) => message.id);
    unread.current = new Set(ids);
    if (ids.length === 0) return;
    setFresh((previous) => (previous.size > 0 ? previous : new Set(ids)));
    if (typeof IntersectionObserver !== 'function') markSeen(ids);
    // Rows already on screen were reported before the answer said they are unread: ask again.
    else if (observer.current) for (const row of rows.current.keys()) reobserve(observer.current, row);
  }, [result, markSeen]);

  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const seen = new IntersectionObserver(
      (entries) => {
        const ids = entries
          .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_SHARE)
          .flatMap((entry) => rows.current.get(entry.target) ?? []);
        markSeen(ids);
      },
      { threshold: SEEN_SHARE },
    );
    observer.current = seen;
    for (const row of rows.current.keys()) seen.observe(row);
    return () => {
      seen.disconnect();
      observer.current = null;
    };
  }, [markSeen]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const watch = useCallback(
    (id: number) => (row: HTMLElement | null) => {
      if (!row) return;
      rows.current.set(row, id);
      observer.current?.observe(row);
      // React 19 calls this when the row goes.
      return () => {
        rows.current.delete(row);
        observer.current?.unobserve(row);
      };
    },
    [],
  );

  return { fresh, watch };
}

/** Observing a row again makes the observer report where it is now. */
function reobserve(observer: IntersectionObserver, row: Element): void {
  observer.unobserve(row);
  observer.observe(row);
}
