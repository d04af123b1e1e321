import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@shared/router';
import { PageLoading } from '../remotes/index.ts';
import { currentBuildId } from './build-id.ts';
import { isChunkLoadError } from './chunk-load-error.ts';
import { shouldReloadForChunkError } from './chunk-reload-guard.ts';
import { CrashPage } from './CrashPage.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** A change (the next page) clears the error. */
  resetKey: string;
  reload: () => void;
  buildId: () => string;
}

interface BoundaryState {
  error: unknown;
  /** undefined until componentDidCatch has decided. */
  reloading: boolean | undefined;
}

/** The class part: React catches render errors only in class components. */
export class ChunkErrorBoundaryCore extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, reloading: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, reloading: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!isChunkLoadError(error)) {
      if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
      this.setState({ reloading: false });
      return;
    }
    const reloading = shouldReloadForChunkError(this.props.buildId());
    this.setState({ reloading });
    if (reloading) this.props.reload();
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.setState({ error: undefined, reloading: undefined });
    }
  }

  private readonly retry = () => {
    // A missing chunk only comes back with a fresh page; anything else may just render again.
    if (isChunkLoadError(this.state.error)) this.props.reload();
    else this.setState({ error: undefined, reloading: undefined });
  };

  override render() {
    const { error, reloading } = this.state;
    if (error === undefined) return this.props.children;
    const chunk = isChunkLoadError(error);
    if (chunk && reloading !== false) return <PageLoading />;
    return <CrashPage chunk={chunk} onRetry={this.retry} />;
  }
}

const reloadPage = () => window.location.reload();

/**
 * Catches what a page throws while rendering. A chunk that failed to load
 * reloads the page once (spec section 8); when it keeps failing, or for any
 * other crash, the page shows an error with a retry. Going to another page
 * clears it. Mount it around the page outlet.
 */
export function ChunkErrorBoundary({
  children,
  reload = reloadPage,
  buildId = currentBuildId,
}: {
  children: ReactNode;
  reload?: () => void;
  buildId?: () => string;
}) {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundaryCore resetKey={pathname} reload={reload} buildId={buildId}>
      {children}
    </ChunkErrorBoundaryCore>
  );
}
