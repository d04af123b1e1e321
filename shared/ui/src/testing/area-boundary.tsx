import { Component, type ReactNode } from 'react';
import { isNotFoundError } from '../page/is-not-found.ts';

/** Stands in for the shell's area boundary: an API 404 becomes the not-found page. */
export class AreaBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <p>{isNotFoundError(this.state.error) ? 'صفحه پیدا نشد (۴۰۴)' : 'خطای ناحیه'}</p>;
  }
}
