import { Component, Suspense, type ReactNode } from 'react';

/**
 * Renders a lazily loaded part, showing `fallback` while its code loads and, should the download fail (offline,
 * or a tab left open across a deploy), from then on: the page around it keeps working.
 */
export class LazyBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    const { fallback, children } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
