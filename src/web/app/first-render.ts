import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves when no query is loading any more, or after `maxMs` at the latest. The app's first render waits for the
 * data its route's loader started (the event page's event, the session): rendered with its data, the page is one
 * transition that React slices into short tasks, where data arriving after the first render re-renders the page in
 * one blocking task (a query's update is synchronous) and paints a skeleton in between.
 */
export function queriesSettled(client: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

/** Resolves in a later task: what follows runs after the browser has had the thread (a paint, input). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Intl's first use loads the ICU data it formats with: about 50 ms on a phone (4x slowed). Done in tasks of their own
 * while the page's data loads, it is not added to the first render's (dates and prices on the event page and cards).
 */
export const warmIntl = {
  dates: () => void new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', hour: 'numeric' }).formatToParts(0),
  prices: () => void (0).toLocaleString('en-US', { minimumFractionDigits: 2 }),
};
