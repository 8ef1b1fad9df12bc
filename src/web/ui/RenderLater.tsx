import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a transition after the first commit: a part below the fold (the footer, the event page's
 * sections) is left out of the page's first render and commit, so neither runs as one long task on a phone; the
 * part follows in React's time slices. Until then an empty box of `minHeight` holds its place.
 */
export function RenderLater({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number | string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div style={{ minHeight }} />;
}
