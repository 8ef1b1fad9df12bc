import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The log of work outside requests (jobs, the worker, leases): pino at the configured LOG_LEVEL, JSON lines on
 * stdout as Fastify's request log writes them. `destination` captures the lines (tests).
 */
/**
 * The log of job code called outside a job (the demo history, a test calling a sweep itself): pino at the
 * environment's LOG_LEVEL. Inside a job, handlers pass the job's own log (its lines carry the job's id and queue).
 */
export const processLog: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
