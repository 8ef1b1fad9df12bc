import { QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyOverloaded } from './notify.ts';

/**
 * One client for the app; the http client already retries network failures, so queries do not retry again. A read
 * refused because the server is full says when to try again (mutations show their error's message themselves).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notifyOverloaded }),
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
