import { notificationHref, type NotificationMessage } from '@shared/api-client';
import { Link, MetaList, plainUserText, UserText } from '@shared/ui';
import styled from 'styled-components';
import { RowMain, RowMeta } from '../../../components/ListSurface.tsx';
import { ProfileAvatar } from '../../../components/ProfileAvatar.tsx';

const State = styled.span<{ $fresh: boolean }>`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $fresh }) => ($fresh ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $fresh }) => ($fresh ? theme.colors.onPrimary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Body = styled.p<{ $fresh: boolean }>`
  margin: 0;
  font-weight: ${({ theme, $fresh }) => ($fresh ? theme.font.weight.bold : theme.font.weight.regular)};
`;

const BodyLink = styled(Link)`
  color: inherit;
`;

/** One message: sender, text (a link to what it announces, when it names a page here), date and whether it was new on this visit. */
export function NotificationRow({ message, fresh }: { message: NotificationMessage; fresh: boolean }) {
  const href = notificationHref(message);
  return (
    <>
      <ProfileAvatar src={message.sender.image} name={message.sender.name} size={40} />
      <RowMain>
        <RowMeta>
          <MetaList>
            <UserText text={message.sender.name} />
            {message.created_at ? (
              <time dateTime={message.created_at}>{message.j_created_at}</time>
            ) : (
              message.j_created_at
            )}
          </MetaList>
        </RowMeta>
        <Body $fresh={fresh} dir="auto">
          {href ? <BodyLink to={href}>{plainUserText(message.body)}</BodyLink> : plainUserText(message.body)}
        </Body>
      </RowMain>
      <State $fresh={fresh}>{fresh ? 'تازه' : 'خوانده‌شده'}</State>
    </>
  );
}
