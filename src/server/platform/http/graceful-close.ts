import type { FastifyInstance } from 'fastify';

/**
 * Lets `app.close()` finish once the requests in flight are answered. Fastify stops listening and closes idle
 * connections, but a keep-alive connection busy at that moment stayed open after its answer (Node keeps it for
 * Fastify's 72 s keep-alive timeout), so the stop never ended and the forced exit cut the rest: while closing,
 * every answer says `Connection: close` and its connection ends with it. (Requests that arrive on such a connection
 * after the close began get Fastify's 503, also with `Connection: close`.)
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}
