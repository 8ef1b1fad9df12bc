/**
 * The simulated viewers of bench/stream.ts, in a process of their own (forked) so their CPU is not the server's.
 * Each viewer is a ticket holder's session doing what /b/:id's player does: the watch reply (a fresh signed
 * playlist address every LIVE_POLL_MS), the playlist once per segment at its own offset, and every segment it lacks
 * (three back from the newest when it joins), all through the product's signed routes.
 */
import { LIVE_POLL_MS } from '../src/web/features/broadcasts/watch-query.ts';
import { ascending, percentile } from './stats.ts';

export interface ViewersOptions {
  base: string;
  broadcastId: string;
  /** One session cookie per viewer. */
  cookies: string[];
  seconds: number;
  segmentSeconds: number;
}

export interface ViewersResult {
  requests: number;
  /** Answers other than 2xx (a refusal under load included: the viewer tries again after its Retry-After). */
  failures: number;
  bytes: number;
  /** Of the playlist requests, in ms. */
  playlistP50: number;
  playlistP99: number;
  segmentP50: number;
  segmentP99: number;
}

async function run(o: ViewersOptions): Promise<ViewersResult> {
  let requests = 0;
  let failures = 0;
  let bytes = 0;
  const playlistMs: number[] = [];
  const segmentMs: number[] = [];
  /** The body of a 2xx answer; otherwise null, after waiting out a refusal's Retry-After as a player would. */
  const get = async (url: string, cookie: string, into: number[] | null) => {
    const started = performance.now();
    const res = await fetch(new URL(url, o.base), { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    requests++;
    into?.push(performance.now() - started);
    bytes += body.length;
    if (res.ok) return body.toString('latin1');
    failures++;
    if (res.status !== 503 && res.status !== 429) throw new Error(`${url} answered ${res.status}: ${body.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
    return null;
  };
  const ends = Date.now() + o.seconds * 1000;
  await Promise.all(
    o.cookies.map(async (cookie, v) => {
      await new Promise((resolve) => setTimeout(resolve, (v / o.cookies.length) * o.segmentSeconds * 1000));
      const have = new Set<string>();
      let playlistUrl: string | undefined;
      let watchedAt = 0;
      while (Date.now() < ends) {
        const tickStarted = Date.now();
        if (!playlistUrl || tickStarted - watchedAt >= LIVE_POLL_MS) {
          const watch = await get(`/api/v1/broadcasts/${o.broadcastId}/watch`, cookie, null);
          if (!watch) continue;
          playlistUrl = (JSON.parse(watch) as { playlistUrl?: string }).playlistUrl;
          watchedAt = tickStarted;
          if (!playlistUrl) throw new Error(`viewer ${v} may not watch: ${watch}`);
        }
        const playlist = await get(playlistUrl, cookie, playlistMs);
        const segments = (playlist ?? '').split('\n').filter((line) => line && !line.startsWith('#'));
        const names = segments.map((line) => line.split('?')[0]!);
        const wanted = have.size ? segments.filter((_, i) => !have.has(names[i]!)) : segments.slice(-3);
        for (const line of wanted) {
          await get(new URL(line, new URL(playlistUrl, o.base)).href, cookie, segmentMs);
          have.add(line.split('?')[0]!);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, o.segmentSeconds * 1000 - (Date.now() - tickStarted))));
      }
    }),
  );
  const [playlistTimes, segmentTimes] = [ascending(playlistMs), ascending(segmentMs)];
  return {
    requests,
    failures,
    bytes,
    playlistP50: percentile(playlistTimes, 50),
    playlistP99: percentile(playlistTimes, 99),
    segmentP50: percentile(segmentTimes, 50),
    segmentP99: percentile(segmentTimes, 99),
  };
}

process.once('message', (options) => {
  void run(options as ViewersOptions).then(
    (result) => process.send!(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
