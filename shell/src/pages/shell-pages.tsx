import { lazy, type ComponentType } from 'react';
import type { ShellPageName } from '../site-map/shell-routes.ts';
import HomePage from './HomePage.tsx';

/** A shell page receives the title the site map gives it. */
export type ShellPageComponent = ComponentType<{ title: string }>;

/**
 * The shell's own pages. Home is part of the first load (it is the landing
 * page); the others are split into their own chunks and load on visit.
 */
export const SHELL_PAGES: Record<ShellPageName, ShellPageComponent> = {
  Home: HomePage,
  Login: lazy(() => import('./login/LoginPage.tsx')),
  Contact: lazy(() => import('./contact/ContactPage.tsx')),
  StaticPage: lazy(() => import('./static/StaticPage.tsx')),
  Facilities: lazy(() => import('./static/FacilitiesPage.tsx')),
  Faq: lazy(() => import('./static/FaqPage.tsx')),
  ImageTest: lazy(() => import('./ImageTestPage.tsx')),
  Chat: lazy(() => import('./chat/ChatPage.tsx')),
  ShortLink: lazy(() => import('./short-link/ShortLinkPage.tsx')),
};
