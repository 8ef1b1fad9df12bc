import http from 'node:http';
import { percentile } from './stats.ts';

/**
 * A small, bounded HTTP load generator (no dependencies): `connections` keep-alive connections each send GETs
 * back to back for `seconds`; counts 2xx answers and failures, and records latencies.
 * Run as a child process (bench/event-page.ts forks it) so the load does not share the server's event loop.
 */
export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  failures: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  bytesPerRequest: number;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function runLoad({ url, connections, seconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let requests = 0;
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await get(agent, target, headers);
        if (res.status >= 200 && res.status < 300) {
          requests += 1;
          bytes += res.bytes;
          latencies.push(performance.now() - t0);
        } else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    url,
    connections,
    seconds: round(elapsed),
    requests,
    failures,
    requestsPerSecond: Math.round(requests / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    bytesPerRequest: requests ? Math.round(bytes / requests) : 0,
  };
}

// As a forked child: run one load on request and report back.
if (process.send) {
  process.once('message', (options: LoadOptions) => {
    runLoad(options).then(
      (result) => process.send!(result, () => process.exit(0)),
      (err: Error) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
