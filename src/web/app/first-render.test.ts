import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from './first-render.ts';

/** A query whose answer the test gives when it wants: no timers, no sleeps. */
function pendingQuery(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  void client.prefetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

describe('queriesSettled: the first render waits for the data its route started loading', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when nothing is loading', async () => {
    await expect(queriesSettled(new QueryClient(), 1000)).resolves.toBeUndefined();
  });

  it('resolves once every query in flight has its answer, not before', async () => {
    const client = new QueryClient();
    const answerA = pendingQuery(client, 'a');
    const answerB = pendingQuery(client, 'b');
    let settled = false;
    const wait = queriesSettled(client, 60_000).then(() => (settled = true));
    answerA('x');
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    answerB('y');
    await wait;
    expect(client.getQueryData(['b'])).toBe('y');
  });

  it('gives up after the longest wait: a slow answer never holds the page back longer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    pendingQuery(client, 'slow');
    const wait = queriesSettled(client, 3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(wait).resolves.toBeUndefined();
    expect(client.isFetching()).toBe(1);
  });
});
