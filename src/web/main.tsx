import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { nextTask, queriesSettled, warmIntl } from './app/first-render.ts';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { sessionQuery } from './features/accounts/api.ts';
import { rememberReferrer } from './features/referrals/referrer.ts';
import { siteAlertQuery } from './features/site/api.ts';

/** The longest the first render waits for data: past it the page renders with its loading states, as before. */
const FIRST_DATA_WAIT_MS = 3000;

// A referral link (?ref=username, on any page) arrives by a page load, never an in-app link: it is remembered here,
// before anything renders, so a visitor who moves on at once still counts.
rememberReferrer(window.location.search);

/**
 * Where the server sent first HTML (event page, profile, home, membership page), the first render comes once the
 * route is ready: its code loaded, its gates passed, and the data its loader and the header ask for (session, site
 * alert) arrived; until then the first HTML stays on screen. The render is then a transition: React renders in slices and yields between them, so no single
 * task blocks a phone (docs/decisions/performance.md, "Phones, second pass").
 */
async function start() {
  void queryClient.prefetchQuery(sessionQuery);
  void queryClient.prefetchQuery(siteAlertQuery);
  // Each step in a task of its own: evaluating this script, building the router, loading the route, Intl's set-up
  // (dates, then prices), rendering.
  await nextTask();
  const router = createAppRouter();
  // Without first HTML (a management page, an account page) the screen is empty: the app renders at once and shows its
  // loading states, rather than a blank page while the data comes.
  if (document.getElementById('root')!.childElementCount > 0) {
    await nextTask();
    try {
      await router.load();
    } catch {
      // The router keeps the error in its state and its error page shows it once rendered.
    }
    setTimeout(warmIntl.dates, 0);
    setTimeout(warmIntl.prices, 0);
    await queriesSettled(queryClient, FIRST_DATA_WAIT_MS);
  }
  await nextTask();
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
