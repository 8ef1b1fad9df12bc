import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { rememberReferrer } from './features/referrals/referrer.ts';

// A referral link (?ref=username, on any page) arrives by a page load, never an in-app link: it is remembered here,
// before anything renders, so a visitor who moves on at once still counts.
rememberReferrer(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
