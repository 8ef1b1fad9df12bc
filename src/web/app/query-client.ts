import { QueryClient } from '@tanstack/react-query';

/** One client for the app; the http client already retries network failures, so queries do not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
