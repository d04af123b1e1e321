import { Outlet } from '@shared/router';
import styled from 'styled-components';
import { PageMain } from './layout-parts.ts';
import { LayoutFrame } from './LayoutFrame.tsx';

const CenteredMain = styled(PageMain)`
  display: grid;
  justify-items: center;
  align-content: start;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(8)};
`;

/** The login page: a slim header and the form in the middle, nothing to wander off to. */
export function AuthLayout() {
  return (
    <LayoutFrame header="slim" footer={false} bottomBar={false}>
      <CenteredMain id="main" tabIndex={-1} data-layout="auth">
        <Outlet />
      </CenteredMain>
    </LayoutFrame>
  );
}
