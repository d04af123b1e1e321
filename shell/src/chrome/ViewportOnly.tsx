import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@shared/ui';

/* A box that takes no room of its own: its children lay out as if it were not there. */
const Part = styled.div`
  display: contents;

  ${media.down('md')} {
    &[data-only='desktop'] {
      display: none;
    }
  }
  ${media.up('md')} {
    &[data-only='mobile'] {
      display: none;
    }
  }
`;

/** Props of {@link ViewportOnly}. */
export interface ViewportOnlyProps {
  /** Where the children belong: on a phone (below md) or from md up. */
  on: 'mobile' | 'desktop';
  /** From useIsMobileOrUnknown: undefined in a server render and its hydration. */
  isMobile: boolean | undefined;
  children: ReactNode;
}

/**
 * Children that belong to one kind of viewport. Once the viewport is known
 * they render only there; before (the server's render and the browser's
 * hydration of it) they always render and CSS hides them at the other widths,
 * so the server's HTML is right on both and hydration matches it. The box
 * stays the same element either way, so nothing inside remounts when the
 * viewport becomes known.
 */
export function ViewportOnly({ on, isMobile, children }: ViewportOnlyProps) {
  if (isMobile === undefined) return <Part data-only={on}>{children}</Part>;
  if (isMobile !== (on === 'mobile')) return null;
  return <Part>{children}</Part>;
}
