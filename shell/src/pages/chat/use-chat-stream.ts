import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatStreamUrl, parseChatEvent, type ChatMessage } from '@shared/api-client';
import { CHAT_MESSAGES_KEY, mergeMessages } from './chat-messages.ts';

/** The part of EventSource the page uses, so tests can stand in for it. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: () => void;
}

/** Opens the stream; the browser's EventSource by default. */
export type OpenStream = (url: string) => EventSourceLike;

/** Where the live connection stands, as the page tells the student. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

/** How long to wait before opening a new stream when the browser has given up on one. */
export const RECONNECT_MS = 3000;

const CLOSED = 2;
const openEventSource: OpenStream = (url) => new EventSource(url);

/**
 * Listens to the room's event stream and adds pushed messages to the cached
 * list. The browser reconnects by itself (sending Last-Event-ID, so nothing
 * is missed); when it gives up (the server answered an error), a new stream
 * opens after a pause and the list is read again to fill the gap.
 */
export function useChatStream(openStream: OpenStream = openEventSource): ConnectionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('connecting');

  useEffect(() => {
    let source: EventSourceLike | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let reopened = false;

    const connect = () => {
      source = openStream(chatStreamUrl());
      source.onopen = () => {
        setState('open');
        if (reopened) void queryClient.invalidateQueries({ queryKey: CHAT_MESSAGES_KEY });
      };
      source.onmessage = (event) => {
        const message = parseChatEvent(event.data);
        if (!message) return;
        queryClient.setQueryData<ChatMessage[]>(CHAT_MESSAGES_KEY, (current) => mergeMessages(current, [message]));
      };
      source.onerror = () => {
        setState('reconnecting');
        if (source?.readyState !== CLOSED) return;
        source.close();
        reopened = true;
        retry = setTimeout(connect, RECONNECT_MS);
      };
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [openStream, queryClient]);

  return state;
}
