import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lazy, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, retainSearchParams, useLocation, useRouterState } from '@tanstack/react-router';
import { Footer } from '../app/Footer.tsx';
import { nativeSearch } from '../app/search-params.ts';
import { TopNav } from '../app/TopNav.tsx';
import { useSession } from '../features/accounts/api.ts';
import { AlertBar } from '../features/site/AlertBar.tsx';
// Not through the feature's index: the root is in every first load, and only this hook and track() need be.
import { usePageViews } from '../features/analytics/tracking.ts';
import { LazyBoundary } from '../ui/LazyBoundary.tsx';
import { LazyPage404 } from '../ui/LazyNotFound.tsx';
import { RenderLater } from '../ui/RenderLater.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: nativeSearch,
  // native=true stays on every link once present (accounts-and-reporting 2.5: the flag is kept on tab links).
  search: { middlewares: [retainSearchParams(['native'])] },
  component: RootLayout,
  notFoundComponent: LazyPage404,
});

// Only a signed-in account with an unverified address sees it: its code (Mantine's Alert among it) loads then.
const VerifyEmailBanner = lazy(() => import('../features/accounts/verification.tsx').then((m) => ({ default: m.VerifyEmailBanner })));

function UnverifiedEmailBanner() {
  const { user } = useSession();
  return user && !user.emailVerified ? (
    <LazyBoundary fallback={null}>
      <VerifyEmailBanner />
    </LazyBoundary>
  ) : null;
}

/** The alert bar and the top navigation stay on top; their height is published as --ovation-header-height. */
function StickyHeader() {
  const { ref, height } = useElementSize();
  useEffect(() => {
    document.documentElement.style.setProperty('--ovation-header-height', `${Math.round(height)}px`);
    return () => {
      document.documentElement.style.removeProperty('--ovation-header-height');
    };
  }, [height]);
  return (
    <Box ref={ref} pos="sticky" top={0} style={{ zIndex: 150 }}>
      <AlertBar />
      <UnverifiedEmailBanner />
      <TopNav />
    </Box>
  );
}

function RootLayout() {
  const { native } = Route.useSearch();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Native app web views and the calendar framed on other sites show the page alone: no header, banners or footer.
  const bare = native === 'true' || pathname.startsWith('/calendar/');
  usePageViews(pathname);
  // Management areas (and the event editor with its sticky save bar) have no footer.
  const inManagement = pathname.startsWith('/manage/') || pathname.startsWith('/management/');
  // While the next page loads the current one stays: it is busy. The address it shows is the last one resolved.
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const shown = useRouterState({ select: (s) => s.resolvedLocation?.href });
  return (
    <>
      {bare ? null : <StickyHeader />}
      <Box component="main" className="ovation-main" aria-busy={navigating || undefined} data-location={shown}>
        <Outlet />
      </Box>
      {/* Below the fold (the main box is at least a screen high): rendered after the page's first commit. */}
      {bare || inManagement ? null : (
        <RenderLater>
          <Footer />
        </RenderLater>
      )}
    </>
  );
}
