import { Outlet } from '@shared/router';
import { LayoutSlotOutlet, useLayoutSlotFilled } from '@shared/ui';
import { PageMain, SidebarColumn, SidebarGrid } from './layout-parts.ts';
import { LayoutFrame } from './LayoutFrame.tsx';

/** Props of {@link SidebarLayout}. */
export interface SidebarLayoutProps {
  layout: 'course' | 'profile';
  /** The sidebar's accessible name. */
  sidebarLabel: string;
}

/**
 * A layout with a sidebar the page fills through `<LayoutSlot name="sidebar">`:
 * the course and quiz sidebars (course layout) and the profile menu (profile
 * layout). Without a filled sidebar the content takes the whole width.
 */
export function SidebarLayout({ layout, sidebarLabel }: SidebarLayoutProps) {
  const withSidebar = useLayoutSlotFilled('sidebar');
  return (
    <LayoutFrame header="full" footer bottomBar>
      <SidebarGrid $withSidebar={withSidebar}>
        <SidebarColumn aria-label={sidebarLabel} hidden={!withSidebar}>
          <LayoutSlotOutlet name="sidebar" />
        </SidebarColumn>
        <PageMain id="main" tabIndex={-1} data-layout={layout}>
          <Outlet />
        </PageMain>
      </SidebarGrid>
    </LayoutFrame>
  );
}

/** Course pages, course contents and the quiz run: the course or quiz sidebar beside the page. */
export function CourseLayout() {
  return <SidebarLayout layout="course" sidebarLabel="ستون کناری دوره" />;
}

/** The student's profile area: the profile menu beside the page. */
export function ProfileLayout() {
  return <SidebarLayout layout="profile" sidebarLabel="ستون کناری نمایه" />;
}
