import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { NotificationMessage, NotificationsResult } from '@shared/api-client';
import { EmptyState, QueryState, Skeleton, listReset } from '@shared/ui';
import { NotificationItem } from './NotificationItem.tsx';

const List = styled.ul`
  ${listReset}
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
`;

/** Props of {@link NotificationPanelBody}. */
export interface NotificationPanelBodyProps {
  query: UseQueryResult<NotificationsResult>;
  /** A message's link was followed. */
  onFollow: (message: NotificationMessage) => void;
}

/** The loaded answer: a text notice, nothing yet, or the messages. */
function NotificationList({
  result,
  onFollow,
}: {
  result: NotificationsResult;
  onFollow: NotificationPanelBodyProps['onFollow'];
}) {
  if (result.kind === 'text') return <Notice dir="auto">{result.text}</Notice>;
  const { messages } = result;
  if (messages.length === 0) return <EmptyState headingLevel={3} title="اعلانی ندارید" />;
  return (
    <List>
      {messages.map((message) => (
        <NotificationItem key={message.id} message={message} onFollow={onFollow} />
      ))}
    </List>
  );
}

/** The bell's panel content in each state: loading, failed, a text notice, nothing yet, or the messages. */
export function NotificationPanelBody({ query, onFollow }: NotificationPanelBodyProps) {
  return (
    <QueryState
      query={query}
      pending={
        <Loading aria-busy="true">
          <span role="status" className="visually-hidden">
            در حال بارگذاری اعلان‌ها
          </span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="3.5rem" />
          ))}
        </Loading>
      }
      failure={{ headingLevel: 3, title: 'اعلان‌ها بارگذاری نشد' }}
    >
      {(result) => <NotificationList result={result} onFollow={onFollow} />}
    </QueryState>
  );
}
