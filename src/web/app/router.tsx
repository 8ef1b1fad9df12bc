import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { focusMainOnNavigate } from './focus-on-navigate.ts';
import { queryClient } from './query-client.ts';
import { parseSearch, stringifySearch } from './search-params.ts';
import { FullPageLoading } from '../ui/FullPageLoading.tsx';
import { LazyPage404 } from '../ui/LazyNotFound.tsx';
import { ErrorPage } from '../ui/ErrorPage.tsx';

/**
 * The app's router. Built by a call rather than at import: building it (every route's path parsed and ranked) is a
 * part of the start that main.tsx runs in a task of its own, after this script's evaluation.
 */
export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageLoading,
    defaultNotFoundComponent: LazyPage404,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
  focusMainOnNavigate(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
