import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import type { LayoutName } from '../site-map/site-map.ts';

const Main = styled.main`
  max-width: 80rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  min-height: 60vh;
`;

/**
 * The frame every layout shares: header, main and footer. The auth and
 * chat-room layouts leave the footer out so the form or chat fills the screen.
 */
export function SiteLayout({ layout }: { layout: LayoutName }) {
  const showFooter = layout !== 'auth' && layout !== 'chat-room';
  return (
    <>
      <a className="skip-link" href="#main">
        پرش به محتوای اصلی
      </a>
      <Header />
      <Main id="main" tabIndex={-1} data-layout={layout}>
        <Outlet />
      </Main>
      {showFooter && <Footer />}
    </>
  );
}
