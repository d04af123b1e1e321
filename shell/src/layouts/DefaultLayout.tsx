import { Outlet } from '@shared/router';
import { Container, PageMain } from './layout-parts.ts';
import { LayoutFrame } from './LayoutFrame.tsx';
import { PageBreadcrumb } from './PageBreadcrumb.tsx';

/** Most pages: the full header, the breadcrumb, the page, the footer and the mobile bottom bar. */
export function DefaultLayout() {
  return (
    <LayoutFrame header="full" footer bottomBar>
      <Container>
        <PageBreadcrumb />
        <PageMain id="main" tabIndex={-1} data-layout="default">
          <Outlet />
        </PageMain>
      </Container>
    </LayoutFrame>
  );
}
