import { Link } from '@shared/router';
import styled from 'styled-components';
import { notificationHref, type NotificationMessage } from '@shared/api-client';
import { Avatar, plainUserText, UserText } from '@shared/ui';

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

/** The message's text, leading to what it announces; it reads as the text, underlined on hover. */
const BodyLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const UnreadMark = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/**
 * One message of the bell: sender picture and name, body, date and whether it
 * was read. The body links to the page the message announces, when it names
 * one on this site.
 */
export function NotificationItem({
  message,
  onFollow,
}: {
  message: NotificationMessage;
  onFollow: (message: NotificationMessage) => void;
}) {
  const href = notificationHref(message);
  return (
    <Item $unread={!message.is_read}>
      <Avatar src={message.sender.image} name={message.sender.name} size={40} decorative />
      <div>
        <Sender>
          <UserText text={message.sender.name} />
        </Sender>
        <p dir="auto">
          {href ? (
            <BodyLink to={href} onClick={() => onFollow(message)}>
              {plainUserText(message.body)}
            </BodyLink>
          ) : (
            plainUserText(message.body)
          )}
        </p>
        <Meta>
          <time dateTime={message.created_at}>{message.j_created_at}</time>
          {message.is_read ? <span>خوانده‌شده</span> : <UnreadMark>خوانده‌نشده</UnreadMark>}
        </Meta>
      </div>
    </Item>
  );
}
