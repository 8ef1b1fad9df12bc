import http from 'node:http';
import { watchLoopDelay, type LoopDelay } from './loop-delay.ts';
import { ascending, percentile } from './stats.ts';

/**
 * The overload bench's crowd (bench/overload.ts forks it, so the load does not share the server's event loop):
 * `connections` keep-alive connections, all opened at the start, each sending GETs of `urls` in turn for
 * `seconds`. A refusal (503 or 429) is counted with its latency, and its Retry-After is honoured (the connection
 * waits that long before its next request, as a visitor told "try again in N seconds" would) unless `ignoreRetryAfter`.
 */
export interface CrowdOptions {
  urls: string[];
  connections: number;
  seconds: number;
  ignoreRetryAfter?: boolean;
}

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export interface CrowdResult {
  connections: number;
  seconds: number;
  /** 2xx answers. */
  answered: number;
  /** 503 and 429 answers. */
  refused: number;
  /** Other statuses and network errors. */
  failed: number;
  goodput: number;
  refusedPerSecond: number;
  admittedMs: Percentiles;
  refusalMs: Percentiles;
  /** Requests that opened their connection (the connect's wait included), whatever their answer. */
  firstOnConnectionMs: Percentiles;
  /** 2xx answers on a connection already open: what admission control decides (a connection's accept it does not). */
  admittedOnOpenMs: Percentiles;
  /**
   * The crowd's own event-loop delay and CPU (busy share of one core): a latency is measured when this process gets
   * to the answer, so a saturated crowd adds its own lag to every figure above.
   */
  crowdLoopDelayMs: LoopDelay;
  crowdCpuShare: number;
}

function get(agent: http.Agent, url: URL): Promise<{ status: number; retryAfter: number; connected: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search }, (res) => {
      res.resume();
      const retryAfter = Number(res.headers['retry-after'] ?? 0) || 0;
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter, connected: !req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(values: number[]): Percentiles {
  const sorted = ascending(values);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

export async function runCrowd({ urls, connections, seconds, ignoreRetryAfter = false }: CrowdOptions): Promise<CrowdResult> {
  const targets = urls.map((u) => new URL(u));
  // One agent per visitor: each keeps its own connection, as each browser of a crowd does.
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const admitted: number[] = [];
  const refusals: number[] = [];
  const firsts: number[] = [];
  const admittedOnOpen: number[] = [];
  let failed = 0;
  const loop = watchLoopDelay();
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const visitor = async (n: number) => {
    for (let i = n; performance.now() < deadline; i++) {
      const t0 = performance.now();
      try {
        const res = await get(agents[n]!, targets[i % targets.length]!);
        const ms = performance.now() - t0;
        if (res.connected) firsts.push(ms);
        if (res.status >= 200 && res.status < 300) {
          admitted.push(ms);
          if (!res.connected) admittedOnOpen.push(ms);
        } else if (res.status === 503 || res.status === 429) {
          refusals.push(ms);
          if (!ignoreRetryAfter) await sleep(Math.min(res.retryAfter * 1000, deadline - performance.now()));
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => visitor(n)));
  const elapsed = (performance.now() - started) / 1000;
  const crowdLoopDelayMs = loop.stop();
  const cpu = process.cpuUsage(cpuAtStart);
  for (const agent of agents) agent.destroy();
  return {
    connections,
    seconds: Math.round(elapsed * 10) / 10,
    answered: admitted.length,
    refused: refusals.length,
    failed,
    goodput: Math.round(admitted.length / elapsed),
    refusedPerSecond: Math.round(refusals.length / elapsed),
    admittedMs: percentiles(admitted),
    refusalMs: percentiles(refusals),
    firstOnConnectionMs: percentiles(firsts),
    admittedOnOpenMs: percentiles(admittedOnOpen),
    crowdLoopDelayMs,
    crowdCpuShare: Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100) / 100,
  };
}

// As a forked child: run one crowd on request and report back.
if (process.send) {
  process.once('message', (options: CrowdOptions) => {
    runCrowd(options).then(
      (result) => process.send!(result, () => process.exit(0)),
      (err: Error) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
