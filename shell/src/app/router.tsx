import { createBrowserRouter, type RouteObject } from 'react-router';
import { catalogueRoute } from '../catalogue/catalogue-route.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { RoutePage } from '../site-map/RoutePage.tsx';
import { SITE_MAP, type LayoutName } from '../site-map/site-map.ts';
import { RootFrame } from './RootFrame.tsx';

const LAYOUTS: LayoutName[] = ['default', 'auth', 'chat-room', 'course', 'profile'];

/** Turns the site map into router routes grouped under their layouts. */
export function siteRoutes(): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    element: <SiteLayout layout={layout} />,
    children: SITE_MAP.filter((route) => route.layout === layout).map((route) => ({
      path: route.path,
      element: <RoutePage route={route} />,
    })),
  }));
  layouts.push({ element: <SiteLayout layout="default" />, children: [{ path: '*', element: <NotFoundPage /> }] });
  // The design-system catalogue is a development page outside the site map: no layout, lazy-loaded.
  return [{ element: <RootFrame />, children: [catalogueRoute, ...layouts] }];
}

/** The shell's one router; remotes render inside it and share it. */
export function createSiteRouter() {
  return createBrowserRouter(siteRoutes());
}
