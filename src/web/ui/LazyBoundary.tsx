import { Component, Suspense, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of its children once a lazily loaded part among them failed to download (offline, or a
 * tab left open across a deploy): the page around it keeps working. While the part loads, the nearest Suspense
 * above decides what shows.
 */
export class LoadFailedBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Renders a lazily loaded part, showing `fallback` while its code loads and, should the download fail, from then on. */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <LoadFailedBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailedBoundary>
  );
}
