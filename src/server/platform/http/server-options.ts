import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { OneLineRequestLog } from './request-log.ts';

/**
 * How long one plugin (a context's routes) may take to register before start-up fails. Registering is cheap (all
 * routes in 0.3 s on an idle machine, 44 ms the slowest context: its contract's zod schemas are imported on its first
 * route), but the timer counts wall time: the embedded database's queries (jobs starting in the same thread) and a
 * CPU-starved machine stretch it, and Fastify's 10 s once failed a start. A generous bound still names a plugin
 * that truly hangs.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/** The Fastify server's options (app.ts): logging, request ids, body limit, proxies. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line a request instead of Fastify's two.
    logController: new OneLineRequestLog(),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1_048_576,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // Only configured proxies may name the client (TRUST_PROXY); otherwise X-Forwarded-For is ignored.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  };
}

/**
 * Connections the kernel keeps waiting for the process to accept (capped by net.core.somaxconn). Node's 511 drops
 * the excess of a crowd arriving at once, and a dropped connect is retried by the client after 1, 3, 7, 15 s: the
 * overload bench's 1,000 connections saw refusals answered 9 s late. Accepting them lets admission control answer.
 */
export const LISTEN_BACKLOG = 4096;
