import { lazy, type ComponentType } from 'react';
import type { ShellPageName } from '../site-map/site-map.ts';
import HomePage from './HomePage.tsx';

/** A shell page receives the title the site map gives it. */
export type ShellPageComponent = ComponentType<{ title: string }>;

const pending = lazy(() => import('./PendingShellPage.tsx'));

/**
 * The shell's own pages. Home is part of the first load (it is the landing
 * page); the others are split into their own chunks and load on visit.
 */
export const SHELL_PAGES: Record<ShellPageName, ShellPageComponent> = {
  Home: HomePage,
  Login: pending,
  Contact: pending,
  StaticPage: pending,
  Facilities: pending,
  Faq: pending,
  ImageTest: lazy(() => import('./ImageTestPage.tsx')),
  Chat: pending,
  ShortLink: pending,
};
