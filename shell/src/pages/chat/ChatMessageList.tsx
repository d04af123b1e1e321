import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '@shared/api-client';
import { formatDate, plainUserText, UserText, listReset } from '@shared/ui';

// The log is the scrolling box and the list sits inside it: a role on the <ol> itself would hide
// its list semantics, leaving each message a list item outside any list.
const Log = styled.div`
  block-size: min(60vh, 40rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

const Bubble = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-start' : 'flex-end')};
  max-inline-size: min(85%, 36rem);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $own }) => ($own ? theme.colors.onPrimary : theme.colors.text)};
  header {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    justify-content: space-between;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  time {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    opacity: 0.85;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** How close to the end counts as "reading the latest", in pixels. */
const NEAR_END = 96;

function sentAt(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return formatDate(date, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The conversation, oldest first. Messages are text only (React escapes
 * them; nothing is read as HTML) without their bidi controls, so an override
 * cannot show one reversed (plainUserText). The list follows new messages while the
 * reader is at the end, and always after their own post; scrolled up, it
 * stays where they are reading.
 */
export function ChatMessageList({ messages, ownIds }: { messages: ChatMessage[]; ownIds: ReadonlySet<number> }) {
  const log = useRef<HTMLDivElement>(null);
  const wasNearEnd = useRef(true);
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (wasNearEnd.current || (lastId !== undefined && ownIds.has(lastId))) {
      element.scrollTop = element.scrollHeight;
    }
  }, [lastId, ownIds]);

  return (
    <Log
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="پیام‌های گفت‌وگو"
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        wasNearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END;
      }}
    >
      <Messages>
        {messages.map((message) => (
          <Bubble key={message.id} $own={ownIds.has(message.id)}>
            <header>
              <UserText text={message.user_name} />
              <time dateTime={message.created_at}>{sentAt(message.created_at)}</time>
            </header>
            <p dir="auto">{plainUserText(message.body)}</p>
          </Bubble>
        ))}
      </Messages>
    </Log>
  );
}
