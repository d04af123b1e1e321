import type { ReactNode } from 'react';
import { useIsMobile } from '@shared/ui';
import { BottomBar } from '../chrome/BottomBar.tsx';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
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

/** The frame the five layouts share: skip link, header, the layout's body, footer and bottom bar. */
export function LayoutFrame({ header, footer, bottomBar, children }: LayoutFrameProps) {
  const isMobile = useIsMobile();
  return (
    <>
      <a className="skip-link" href="#main">
        پرش به محتوای اصلی
      </a>
      <Header variant={header} />
      <ChunkErrorBoundary>{children}</ChunkErrorBoundary>
      {footer && <Footer />}
      {bottomBar && isMobile && <BottomBar />}
    </>
  );
}
