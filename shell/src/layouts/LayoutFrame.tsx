import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { focusModeCountAtom, useIsMobileOrUnknown } from '@shared/ui';
import { BottomBar } from '../chrome/BottomBar.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { ViewportOnly } from '../chrome/ViewportOnly.tsx';
import { ChunkErrorBoundary } from '../health/ChunkErrorBoundary.tsx';

/** Props of {@link LayoutFrame}. */
export interface LayoutFrameProps {
  /** The slim header has only the logo and the theme switch. */
  header: 'full' | 'slim';
  footer: boolean;
  /** The mobile bottom bar, shown below md. */
  bottomBar: boolean;
  children: ReactNode;
}

/**
 * The site's frame, left off paper: a printed page (a report card, a quiz's
 * result) is the page's content alone. `display: contents` keeps the frame
 * out of the layout on screen, so the header stays sticky as before.
 */
const NotPrinted = styled.div`
  display: contents;
  @media print {
    display: none;
  }
`;

/** The frame the five layouts share: skip link, header, the layout's body, footer and bottom bar. */
export function LayoutFrame({ header, footer, bottomBar, children }: LayoutFrameProps) {
  const isMobile = useIsMobileOrUnknown();
  // A page in focus mode (a quiz run) keeps the screen to itself: no footer, no bottom bar over its last line.
  const focused = useAtomValue(focusModeCountAtom) > 0;
  return (
    <>
      <NotPrinted>
        <a className="skip-link" href="#main">
          پرش به محتوای اصلی
        </a>
        <Header variant={header} />
      </NotPrinted>
      <ChunkErrorBoundary>{children}</ChunkErrorBoundary>
      <NotPrinted>
        {footer && !focused && <Footer />}
        {bottomBar && !focused && (
          <ViewportOnly on="mobile" isMobile={isMobile}>
            <BottomBar />
          </ViewportOnly>
        )}
      </NotPrinted>
    </>
  );
}
