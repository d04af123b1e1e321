import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { AreaName } from '@shared/registry';
import { bus } from '@shared/event-bus';
import { isNotFoundError } from '@shared/ui';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { PageReadyMarker } from '../site-map/PageReadyMarker.tsx';
import { AreaFallback } from './AreaFallback.tsx';
import { reportCrash } from './failure-report.ts';
import { AreaLoadError } from './load-area-page.ts';

interface Props {
  area: AreaName;
  /** The route pattern the page was matched by (`/course/:slug`), for the crash report. */
  route?: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing area inside its own box: a load failure or a crash in the
 * area's page shows the Persian fallback, and the header, footer and the
 * other areas keep working; ops is told (a crash beacon). An area page that throws an API 404 (an unknown
 * course, entry or article) gets the shell's 404 page instead.
 */
export class AreaBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isNotFoundError(error)) return;
    // A load failure was reported by the loader already; a crash of the page is reported here, to the
    // other apps (the bus) and to ops (a crash beacon with the release and the route pattern).
    if (!(error instanceof AreaLoadError)) {
      bus.emit('platform:area:load-failed', { area: this.props.area, reason: error.message, attempt: 0 });
      reportCrash({ area: this.props.area, route: this.props.route, error });
    }
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Either way the page is settled: what a student sees now answers them (PageReadyMarker).
    if (isNotFoundError(error)) {
      return (
        <>
          <NotFoundPage />
          <PageReadyMarker />
        </>
      );
    }
    return (
      <>
        <AreaFallback area={this.props.area} onRetry={this.props.onRetry} />
        <PageReadyMarker />
      </>
    );
  }
}
