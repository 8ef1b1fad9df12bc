import { lazy, Suspense } from 'react';
import { ErrorPage } from './ErrorPage.tsx';
import { LoadFailedBoundary } from './LazyBoundary.tsx';

const LoadFailedAlert = lazy(() => import('./LoadFailedAlert.tsx'));

/**
 * A page whose data could not load: what failed, with a Try again button. Few visits meet it, so its alert's code
 * loads then, not with the page. Should that download fail too (offline), the router's error page, which is in the
 * first chunk, says the same with its own Try again.
 */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <LoadFailedBoundary fallback={<ErrorPage error={new Error(title)} reset={onRetry} />}>
      <Suspense fallback={null}>
        <LoadFailedAlert title={title} onRetry={onRetry} />
      </Suspense>
    </LoadFailedBoundary>
  );
}
