import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { AreaName } from '@shared/registry';
import { bus } from '@shared/event-bus';
import { AreaFallback } from './AreaFallback.tsx';

interface Props {
  area: AreaName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing area inside its own box: a load failure or a crash in the
 * area's page shows the Persian fallback, and the header, footer and the
 * other areas keep working.
 */
export class AreaBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    bus.emit('platform:area:load-failed', { area: this.props.area, reason: error.message, attempt: 0 });
    if (process.env.NODE_ENV !== 'production') console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <AreaFallback area={this.props.area} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
