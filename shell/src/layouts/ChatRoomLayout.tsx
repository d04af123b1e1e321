import { Outlet } from '@shared/router';
import styled from 'styled-components';
import { HEADER_HEIGHT } from '../chrome/header-metrics.ts';
import { media } from '@shared/ui';
import { Container, PageMain } from './layout-parts.ts';
import { LayoutFrame } from './LayoutFrame.tsx';

/* The chat fills the screen under the header: the message list scrolls and
   the input stays at the bottom, so there is no footer or bottom bar. */
const ChatMain = styled(PageMain)`
  display: flex;
  flex-direction: column;
  block-size: calc(100dvh - ${HEADER_HEIGHT.mobile}px);
  min-block-size: 24rem;
  padding-block: ${({ theme }) => theme.space(2)};

  ${media.up('md')} {
    block-size: calc(100dvh - ${HEADER_HEIGHT.desktop}px);
  }
`;

/** The chat room's own layout. */
export function ChatRoomLayout() {
  return (
    <LayoutFrame header="full" footer={false} bottomBar={false}>
      <Container>
        <ChatMain id="main" tabIndex={-1} data-layout="chat-room">
          <Outlet />
        </ChatMain>
      </Container>
    </LayoutFrame>
  );
}
