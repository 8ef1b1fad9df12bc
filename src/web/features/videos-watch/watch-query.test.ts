import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../app/http.ts', () => ({
  call: async () => {
    fetches.count += 1;
    return { id: 'v1', status: 'ready', playback: { hls: `/streams/v1?exp=${fetches.count}`, original: null } };
  },
}));

const { watchQuery } = await import('./api.ts');

describe('the watch view a route loader prefetched', () => {
  it('is what the page mounts with: no second fetch, so the signed stream URLs (the player) stay the same', async () => {
    const client = new QueryClient();
    await client.prefetchQuery(watchQuery('v1'));
    const observer = new QueryObserver(client, watchQuery('v1'));
    const stop = observer.subscribe(() => undefined);
    await Promise.resolve();
    stop();
    expect(fetches.count).toBe(1);
    expect(client.getQueryData(watchQuery('v1').queryKey)).toMatchObject({ playback: { hls: '/streams/v1?exp=1' } });
  });
});
