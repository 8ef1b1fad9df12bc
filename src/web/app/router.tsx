import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { focusMainOnNavigate } from './focus-on-navigate.ts';
import { queryClient } from './query-client.ts';
import { parseSearch, stringifySearch } from './search-params.ts';
import { FullPageLoading } from '../ui/FullPageLoading.tsx';
import { Page404 } from '../ui/Page404.tsx';
import { ErrorPage } from '../ui/ErrorPage.tsx';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: FullPageLoading,
  defaultNotFoundComponent: Page404,
  defaultErrorComponent: ErrorPage,
  scrollRestoration: true,
});
focusMainOnNavigate(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
