import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { rememberReferrer } from './features/referrals/referrer.ts';

// A referral link (?ref=username, on any page) arrives by a page load, never an in-app link: it is remembered here,
// before anything renders, so a visitor who moves on at once still counts.
rememberReferrer(window.location.search);

// The first render is a transition: React renders in slices and yields between them, so the browser paints the
// server's first HTML (event page, profile) and stays responsive instead of waiting on one long task for the app.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
