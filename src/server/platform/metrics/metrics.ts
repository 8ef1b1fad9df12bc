import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SITE_ENDPOINTS } from '../../../contracts/site.endpoints.ts';
import type { Database } from '../db/client.ts';
import type { AdmissionStats } from '../http/admission.ts';
import { AppError } from '../http/errors.ts';
import { serve } from '../http/serve.ts';
import type { Jobs } from '../jobs/queue.ts';
import { BACKLOG_CACHE_MS, cachedFor, readBacklogs } from './backlogs.ts';
import { EXPOSITION_CONTENT_TYPE, exposition, type MetricFamily } from './exposition.ts';
import { admissionFamilies, backlogFamilies, poolFamilies, processFamilies } from './families.ts';
import { registerRequestMetrics, requestMetrics } from './request-metrics.ts';

export const METRICS_MESSAGES = {
  /** The same body as any unknown address: without a token the route does not exist for the outside. */
  notFound: 'Not found',
  token: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
} as const;

export interface MetricsDeps {
  /** METRICS_TOKEN; without one nothing is recorded and the route answers 404. */
  token?: string;
  admission: AdmissionStats;
  database: Pick<Database, 'db' | 'pool'>;
  jobs: Pick<Jobs, 'backlogs'>;
  log: { warn(fields: object, message: string): void };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's characters nor its length show in the time an answer takes. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` (Prometheus text): this process's requests, latencies, admission control, database pool and
 * process, and the database's backlogs (jobs per queue, e-mail, webhook deliveries, the outbox), read at scrape time
 * and shared for BACKLOG_CACHE_MS. Only with METRICS_TOKEN set, and only to its bearer (docs/decisions/platform.md).
 */
export async function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const { token } = deps;
  const requests = requestMetrics();
  if (token) registerRequestMetrics(app, requests);
  const backlogs = cachedFor(BACKLOG_CACHE_MS, () => readBacklogs(deps.database.db, deps.jobs));

  /** The backlogs, or none when the database cannot say (the scrape still reports the process). */
  const backlogPart = async (): Promise<MetricFamily[]> => {
    let families: MetricFamily[] = [];
    try {
      families = backlogFamilies(await backlogs());
    } catch (err) {
      deps.log.warn({ err }, 'metrics: reading the backlogs failed');
    }
    const up = { name: 'ovation_backlogs_up', type: 'gauge', help: 'Whether this scrape could read the backlogs from the database.' } as const;
    return [...families, { ...up, samples: [{ value: families.length ? 1 : 0 }] }];
  };

  await serve(app, SITE_ENDPOINTS.metrics, async (request, reply) => {
    if (!token) throw new AppError('not_found', METRICS_MESSAGES.notFound);
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthenticated', METRICS_MESSAGES.token);
    }
    const families = [
      ...requests.families(),
      ...admissionFamilies(deps.admission),
      ...poolFamilies(deps.database.pool),
      ...(await backlogPart()),
      ...processFamilies(),
    ];
    return reply.type(EXPOSITION_CONTENT_TYPE).header('cache-control', 'no-store').send(exposition(families));
  });
}
