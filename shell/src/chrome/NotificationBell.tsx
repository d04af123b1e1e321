import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@shared/router';
import styled from 'styled-components';
import type { NotificationMessage } from '@shared/api-client';
import { formatNumber, IconButton, media } from '@shared/ui';
import { BellIcon } from './icons.tsx';
import { NotificationPanelBody } from './NotificationPanelBody.tsx';
import { NOTIFICATIONS_PATH } from './site-links.ts';
import { useMarkNotificationsRead, useNotifications } from './use-notifications.ts';

const Root = styled.div`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  min-inline-size: 1.25rem;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.25rem;
  text-align: center;
  pointer-events: none;
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(1)});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  inline-size: 24rem;
  max-block-size: min(32rem, 75vh);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ${media.down('sm')} {
    position: fixed;
    inset-block-start: 60px;
    inset-inline: ${({ theme }) => theme.space(2)};
    inline-size: auto;
  }

  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const AllLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

/**
 * The bell of the signed-in header: the unread count, and a panel with the
 * messages (sender picture and name, body, date, read or not) and a link to
 * all of them. Opening the panel reads nothing: a glance at a list is not
 * reading it. Following a message to what it announces marks that message
 * read; the notifications page marks what it shows (mf-profile). Either way
 * the other apps hear `platform:notifications:changed`.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const { mutate: markReadNow } = markRead;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = query.data?.kind === 'messages' ? query.data.unreadCount : 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A message followed to its page has been read; the panel closes as the page changes.
  const follow = useCallback(
    (message: NotificationMessage) => {
      if (!message.is_read) markReadNow([message.id]);
      close(false);
    },
    [markReadNow, close],
  );

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open, close]);

  // Tabbing away from the bell and its panel closes the panel, as a click elsewhere does.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) close(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  }

  const label = unread > 0 ? `اعلان‌ها، ${formatNumber(unread)} خوانده‌نشده` : 'اعلان‌ها';
  return (
    <Root ref={rootRef} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <IconButton
        ref={buttonRef}
        label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
      </IconButton>
      {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}</Badge>}
      {open && (
        <Panel ref={panelRef} id={panelId} role="region" aria-labelledby={headingId} tabIndex={-1}>
          <h2 id={headingId}>اعلان‌ها</h2>
          <NotificationPanelBody query={query} onFollow={follow} />
          <AllLink to={NOTIFICATIONS_PATH} onClick={() => close(false)}>
            همهٔ اعلان‌ها
          </AllLink>
        </Panel>
      )}
    </Root>
  );
}
