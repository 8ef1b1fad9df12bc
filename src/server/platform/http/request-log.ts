import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line a request, when its answer has gone: the request (method, URL, host, client address), the status and
 * the time taken, under the request's id. Fastify's own log writes two (one on arrival, one on answer), and at
 * `LOG_LEVEL=info` those lines took about a seventh of the process's CPU under load (docs/decisions/performance.md).
 * Errors, unknown routes and the rest are logged as Fastify logs them.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
