import { useSyncExternalStore } from 'react';
import { useBrowserValue } from '../hydration/use-browser-value.ts';

/** Breakpoints of spec sections 3 and 9; mobile is below md. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280 } as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

const ORDER: Breakpoint[] = ['lg', 'md', 'sm', 'xs'];

/** Media query helpers for styled-components: `${media.up('md')} { ... }`. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`,
  down: (breakpoint: Breakpoint) => `@media (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`,
  /** Any width in pixels, for the few places the spec names one (1023 px). */
  minWidth: (pixels: number) => `@media (min-width: ${pixels}px)`,
};

/** The breakpoint of a viewport width. */
export function breakpointOf(width: number): Breakpoint {
  return ORDER.find((name) => width >= BREAKPOINTS[name]) ?? 'xs';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The current breakpoint, updated on resize. Rendering on the server or in
 * tests without a window counts as xs (mobile first).
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(window.innerWidth),
    () => 'xs',
  );
}

/** Whether the viewport is mobile (below md). */
export function useIsMobile(): boolean {
  const breakpoint = useBreakpoint();
  return breakpoint === 'xs' || breakpoint === 'sm';
}

const isMobileWidth = () => window.innerWidth < BREAKPOINTS.md;

/**
 * Whether the viewport is mobile (below md), or undefined while that cannot
 * be known: in a server render, and in the browser's hydration of it, which
 * must render the same. A part that differs between phone and desktop then
 * renders both variants, each hidden by CSS at the other widths
 * (`media.down('md')`, `media.up('md')`), so neither a phone nor a desktop
 * sees the other's layout before the page is hydrated. Then the part renders
 * again for the one width, as a transition (useBrowserValue says why).
 */
export function useIsMobileOrUnknown(): boolean | undefined {
  return useBrowserValue<boolean | undefined>(subscribe, isMobileWidth, undefined);
}
