import type { IncomingMessage, ServerResponse } from 'node:http';

/** How many of the socket's chunks (64 KiB each) wait for the disk before the socket is paused. */
const QUEUED_CHUNKS = 4;

/**
 * A Node request as the web Request @tus/server reads, its body the socket's own buffers. @tus/server's own
 * adapter (`Server.handle`, srvx's `Readable.toWeb`) copies every chunk into a new Uint8Array, which doubled the
 * garbage collector's work and cost a third of an upload's throughput (bench/upload.ts). `runtime.node` is
 * where @tus/server looks for the Node request, to abort its handling when the client goes away.
 */
export function tusRequestOf(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(new URL(req.url ?? '/', 'http://tus.invalid'), {
    method: req.method,
    headers,
    body: hasBody ? bodyOf(req) : null,
    duplex: 'half',
  } as RequestInit);
  return Object.assign(request, { runtime: { node: { req, res } } });
}

/** The request's body chunks as they come, without a copy; the socket pauses while the queue is full. */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          settled = true;
          controller.close();
        });
        const fail = (err: Error) => {
          if (settled) return;
          settled = true;
          controller.error(err);
        };
        req.once('error', fail);
        // A client that goes away mid-body: the stream fails, so nothing half-read is taken for the whole body.
        req.once('close', () => fail(new Error('The client closed the request before its body ended')));
      },
      pull() {
        req.resume();
      },
      cancel() {
        req.destroy();
      },
    },
    { highWaterMark: QUEUED_CHUNKS, size: () => 1 },
  );
}

/** Sends @tus/server's answer (headers and a short text) on the Node response. */
export async function sendTusResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
