import { lazy } from 'react';
import { FullPageLoading } from './FullPageLoading.tsx';
import { LazyBoundary } from './LazyBoundary.tsx';

const LoadedPage404 = lazy(() => import('./Page404.tsx').then((m) => ({ default: m.Page404 })));

/**
 * The router's 404 page, loaded on first use: the entry chunk is in every first load, and few visits meet a 404.
 * The router's own loading page shows while it loads, under the header (the root's Suspense would replace the whole
 * layout).
 */
export function LazyPage404() {
  return (
    <LazyBoundary fallback={<FullPageLoading />}>
      <LoadedPage404 />
    </LazyBoundary>
  );
}
