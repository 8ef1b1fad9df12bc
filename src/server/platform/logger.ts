import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The log of work outside requests (jobs, the worker, leases): pino at the configured LOG_LEVEL, JSON lines on
 * stdout as Fastify's request log writes them. `destination` captures the lines (tests).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
