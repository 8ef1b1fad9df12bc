/**
 * bench/metrics-overhead: what the request metrics (METRICS_TOKEN set) cost a request, in CPU time, which a loaded
 * machine disturbs far less than throughput (bench/event-page.ts's figures swung 2x between runs at load 10-20).
 *
 *   npx tsx bench/metrics-overhead.ts        (BENCH_REQUESTS=20000 per round, BENCH_ROUNDS=7)
 *
 * 1. The recorder alone: ns per `record()` over rotating routes, methods and statuses.
 * 2. Through Fastify: the same trivial route on two apps, one with the onResponse hook, injected in alternating
 *    rounds; µs of process CPU per request, medians, and the difference.
 */
import Fastify from 'fastify';
import { registerRequestMetrics, requestMetrics } from '../src/server/platform/metrics/request-metrics.ts';
import { saveResults } from './results.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

function recorderNanos(): number {
  const metrics = requestMetrics();
  const routes = Array.from({ length: 200 }, (_, i) => `/api/v1/route-${i}/:id`);
  const methods = ['GET', 'POST', 'PATCH'];
  const statuses = [200, 201, 304, 404, 422, 503];
  const calls = 1_000_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i += 1) metrics.record(methods[i % 3]!, routes[i % 200]!, statuses[i % 6]!, (i % 1000) / 1000);
  return Number(process.hrtime.bigint() - start) / calls;
}

async function app(withMetrics: boolean) {
  const fastify = Fastify({ logger: false });
  if (withMetrics) registerRequestMetrics(fastify, requestMetrics());
  fastify.get('/api/v1/things/:id', async () => ({ ok: true }));
  await fastify.ready();
  return fastify;
}

async function cpuPerRequest(fastify: Awaited<ReturnType<typeof app>>): Promise<number> {
  const start = cpuMicros();
  for (let i = 0; i < REQUESTS; i += 1) await fastify.inject({ method: 'GET', url: `/api/v1/things/${i}` });
  return (cpuMicros() - start) / REQUESTS;
}

async function main() {
  const recorder = recorderNanos();
  const [bare, measured] = [await app(false), await app(true)];
  await cpuPerRequest(bare); // warm-up
  await cpuPerRequest(measured);
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    off.push(await cpuPerRequest(bare));
    on.push(await cpuPerRequest(measured));
  }
  const [offMedian, onMedian] = [median(off), median(on)];
  const fixed = (n: number) => Math.round(n * 100) / 100;
  console.log(`recorder alone                 ${fixed(recorder)} ns per record()`);
  console.log(`inject, no metrics             ${fixed(offMedian)} µs CPU per request (rounds ${off.map(fixed).join(' ')})`);
  console.log(`inject, request metrics        ${fixed(onMedian)} µs CPU per request (rounds ${on.map(fixed).join(' ')})`);
  console.log(`added by the metrics           ${fixed(onMedian - offMedian)} µs per request`);
  saveResults('metrics-overhead', {
    date: new Date().toISOString(),
    recorderNanos: recorder,
    injectMicros: { off: offMedian, on: onMedian, roundsOff: off, roundsOn: on },
  } as { date: string });
  await Promise.all([bare.close(), measured.close()]);
}

await main();
