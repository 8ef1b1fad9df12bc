import { lazy, type ComponentProps, type ReactNode } from 'react';
import { FullPageLoading } from './FullPageLoading.tsx';
import { LazyBoundary } from './LazyBoundary.tsx';
import type { NotFound } from './NotFound.tsx';

const LoadedPage404 = lazy(() => import('./Page404.tsx').then((m) => ({ default: m.Page404 })));
const LoadedNotFound = lazy(() => import('./NotFound.tsx').then((m) => ({ default: m.NotFound })));

/**
 * Not-found pages loaded on first use, with their illustration: the router's 404 is in the entry chunk, and a route's
 * not-found component is fetched with its page (the router preloads it), yet few visits meet either. The router's own
 * loading page shows while one loads, under the header (the root's Suspense would replace the whole layout).
 */
function OnFirstUse({ children }: { children: ReactNode }) {
  return <LazyBoundary fallback={<FullPageLoading />}>{children}</LazyBoundary>;
}

/** The router's 404 page (Page404). */
export function LazyPage404() {
  return (
    <OnFirstUse>
      <LoadedPage404 />
    </OnFirstUse>
  );
}

/** NotFound with its message. */
export function LazyNotFound(props: ComponentProps<typeof NotFound>) {
  return (
    <OnFirstUse>
      <LoadedNotFound {...props} />
    </OnFirstUse>
  );
}
