import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { histogramSamples, type MetricFamily, type Sample } from './exposition.ts';

/** Upper bounds of the latency buckets, in seconds: a cached page's milliseconds up to a slow export's seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/**
 * The `route` label of a request no route matched: the web app's pages (served by the not-found handler) and real
 * misses. A label per raw path would let any visitor make series without end.
 */
export const UNMATCHED_ROUTES = { webPage: '(web page)', notFound: '(not found)' } as const;

/** The `route` label of the web app's built files: a route each (about 500, new names at every deploy), one series. */
export const WEB_APP_FILES_ROUTE = '(web app file)';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` label this route's requests count under instead of its own pattern. */
    metricsRoute?: string;
  }
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

interface RouteSeries {
  method: string;
  route: string;
  /** Answers by status class, 1xx to 5xx. */
  statuses: number[];
  /** Observations per latency bucket alone (not cumulative), the last one above the highest bound. */
  buckets: number[];
  seconds: number;
}

export interface RequestMetrics {
  record(method: string, route: string, status: number, seconds: number): void;
  families(): MetricFamily[];
}

/** Requests counted by method, route pattern and status class, with a latency histogram per method and route. */
export function requestMetrics(): RequestMetrics {
  // By method, then route: a request's lookup builds no key string.
  const series = new Map<string, Map<string, RouteSeries>>();
  return {
    record(method, route, status, seconds) {
      let routes = series.get(method);
      if (!routes) series.set(method, (routes = new Map()));
      let entry = routes.get(route);
      if (!entry) {
        entry = { method, route, statuses: [0, 0, 0, 0, 0], buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0), seconds: 0 };
        routes.set(route, entry);
      }
      entry.statuses[Math.min(4, Math.max(0, Math.floor(status / 100) - 1))]! += 1;
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
      entry.buckets[bucket]! += 1;
      entry.seconds += seconds;
    },
    families() {
      const counts: Sample[] = [];
      const latencies: Sample[] = [];
      for (const { method, route, statuses, buckets, seconds } of [...series.values()].flatMap((routes) => [...routes.values()])) {
        statuses.forEach((value, i) => {
          if (value) counts.push({ labels: { method, route, status: STATUS_CLASSES[i]! }, value });
        });
        latencies.push(...histogramSamples({ method, route }, LATENCY_BUCKETS, buckets, seconds));
      }
      return [
        {
          name: 'ovation_http_requests_total',
          help: 'HTTP requests answered by this process, by method, route pattern and status class.',
          type: 'counter',
          samples: counts,
        },
        {
          name: 'ovation_http_request_duration_seconds',
          help: 'Time from receiving a request to having answered it, by method and route pattern.',
          type: 'histogram',
          samples: latencies,
        },
      ];
    },
  };
}

/** The route pattern a request matched, or what stands for it when none did. */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (!request.is404) return request.routeOptions.config?.metricsRoute ?? request.routeOptions.url ?? UNMATCHED_ROUTES.notFound;
  return reply.statusCode < 400 ? UNMATCHED_ROUTES.webPage : UNMATCHED_ROUTES.notFound;
}

/**
 * Records every answer, refusals by admission control and input guard included: one hook with a callback (no
 * promise), reading the time Fastify already keeps (`reply.elapsedTime`, from the request's arrival).
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: RequestMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.record(request.method, routeLabel(request, reply), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
