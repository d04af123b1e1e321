import styled from 'styled-components';
import type { NotificationMessage } from '@shared/api-client';
import { Avatar } from '@shared/ui';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) =>
    $unread ? `color-mix(in srgb, ${theme.colors.primary} 8%, transparent)` : 'transparent'};

  p {
    margin: 0;
  }
`;

const Sender = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UnreadMark = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** One message of the bell: sender picture and name, body, date and whether it was read. */
export function NotificationItem({ message }: { message: NotificationMessage }) {
  return (
    <Item $unread={!message.is_read}>
      <Avatar src={message.sender.image} name={message.sender.name} size={40} decorative />
      <div>
        <Sender>
          <bdi>{message.sender.name}</bdi>
        </Sender>
        <p dir="auto">{message.body}</p>
        <Meta>
          <time dateTime={message.created_at}>{message.j_created_at}</time>
          {message.is_read ? <span>خوانده‌شده</span> : <UnreadMark>خوانده‌نشده</UnreadMark>}
        </Meta>
      </div>
    </Item>
  );
}
