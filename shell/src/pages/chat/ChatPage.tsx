import { loginPath } from '@shared/registry';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ChatMessage } from '@shared/api-client';
import { EmptyState, Link, QueryState, Skeleton, SkeletonText, CHECK_CONNECTION } from '@shared/ui';
import { sessionAtom } from '../../session/session-store.ts';
import { CHAT_MESSAGES_KEY, mergeMessages } from './chat-messages.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { useChatMessages } from './use-chat-messages.ts';
import { useChatStream, type ConnectionState, type OpenStream } from './use-chat-stream.ts';

const Room = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 56rem;
  margin-inline: auto;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
  }
`;

const Status = styled.p<{ $state: ConnectionState }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $state }) => ($state === 'open' ? theme.colors.success : theme.colors.warning)};
`;

const CONNECTION_TEXT: Record<ConnectionState, string> = {
  connecting: 'در حال اتصال…',
  open: 'متصل؛ پیام‌های تازه خودبه‌خود می‌رسند.',
  reconnecting: 'اتصال قطع شد؛ در حال اتصال دوباره…',
};

/** Login brings the student back to the room. */
const LOGIN_PATH = loginPath('/chat');

/**
 * `/chat` (chat-room layout): a small live room. Anyone reads; writing needs
 * login. New messages arrive over server-sent events; the connection's state
 * is always shown.
 */
export default function ChatPage({ title, openStream }: { title: string; openStream?: OpenStream }) {
  const messages = useChatMessages();
  const connection = useChatStream(openStream);
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const [ownIds, setOwnIds] = useState<ReadonlySet<number>>(new Set());

  const onSent = useCallback(
    (message: ChatMessage) => {
      setOwnIds((ids) => new Set(ids).add(message.id));
      queryClient.setQueryData<ChatMessage[]>(CHAT_MESSAGES_KEY, (current) => mergeMessages(current, [message]));
    },
    [queryClient],
  );

  return (
    <Room aria-labelledby="chat-title">
      <Top>
        <h1 id="chat-title">{title}</h1>
        <Status role="status" $state={connection}>
          {CONNECTION_TEXT[connection]}
        </Status>
      </Top>
      <QueryState
        query={messages}
        pending={
          <div aria-busy="true" aria-label="در حال بارگذاری پیام‌ها">
            <SkeletonText lines={6} />
          </div>
        }
        failure={{ title: 'پیام‌ها بارگذاری نشد', message: CHECK_CONNECTION }}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="هنوز پیامی نیست" text="اولین پیام را شما بنویسید." />
          ) : (
            <ChatMessageList messages={list} ownIds={ownIds} />
          )
        }
      </QueryState>
      {session.status === 'authenticated' && <ChatComposer onSent={onSent} />}
      {session.status === 'loading' && <Skeleton height={96} />}
      {(session.status === 'guest' || session.status === 'failed') && (
        <p>
          برای نوشتن در گفت‌وگو <Link to={LOGIN_PATH}>وارد شوید</Link>.
        </p>
      )}
    </Room>
  );
}
