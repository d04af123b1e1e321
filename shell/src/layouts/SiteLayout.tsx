import type { ComponentType } from 'react';
import type { LayoutName } from '@shared/registry';
import { AuthLayout } from './AuthLayout.tsx';
import { ChatRoomLayout } from './ChatRoomLayout.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';
import { CourseLayout, ProfileLayout } from './SidebarLayout.tsx';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  auth: AuthLayout,
  'chat-room': ChatRoomLayout,
  course: CourseLayout,
  profile: ProfileLayout,
};

/** The layout a site-map row names (spec section 2: auth, chat-room, course, default, profile). */
export function SiteLayout({ layout }: { layout: LayoutName }) {
  const Layout = LAYOUTS[layout];
  return <Layout />;
}
