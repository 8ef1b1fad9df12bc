import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** The test receivers' certificate (localhost and 127.0.0.1): the app trusts it through WEBHOOKS_CA_FILE. */
const TLS_DIR = path.resolve(import.meta.dirname, '../../testing/tls');
export const TEST_CA_FILE = path.join(TLS_DIR, 'localhost-cert.pem');
const tlsOptions = { cert: fs.readFileSync(TEST_CA_FILE), key: fs.readFileSync(path.join(TLS_DIR, 'localhost-key.pem')) };

/** Any HTTPS server on 127.0.0.1 with the test certificate, on a free port. */
export async function serveHttps(handler: RequestListener) {
  const server = https.createServer(tlsOptions, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One request as the receiver saw it. */
export interface ReceivedRequest {
  id: string;
  headers: Record<string, string>;
  body: string;
  /** What the receiver answered. */
  status: number;
  /** Whether the standardwebhooks verifier accepted the signature (with the secret the receiver was given). */
  verified: boolean;
}

/**
 * A webhook receiver on 127.0.0.1 over HTTPS. `answer` decides each request's status from its webhook-id and how
 * many requests with that id came before. Every request is checked with the standardwebhooks package's own verifier.
 */
export async function startReceiver(options: { secret: string; answer?: (id: string, earlier: number) => number | Promise<number> }) {
  const requests: ReceivedRequest[] = [];
  const seen = new Map<string, number>();
  const server = https.createServer(tlsOptions, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const id = headers['webhook-id'] ?? '';
      let verified = true;
      try {
        new Webhook(options.secret).verify(body, headers);
      } catch {
        verified = false;
      }
      const earlier = seen.get(id) ?? 0;
      seen.set(id, earlier + 1);
      const status = options.answer ? await options.answer(id, earlier) : 200;
      requests.push({ id, headers, body, status, verified });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      // Requests in flight are answered (each connection carries one); new connections are refused from now.
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  return {
    url: (suffix = '/hooks') => `https://127.0.0.1:${port}${suffix}`,
    requests,
    /** The ids the receiver answered with a 2xx, with how often each was. */
    accepted() {
      const counts = new Map<string, number>();
      for (const r of requests) if (r.status >= 200 && r.status < 300) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
      return counts;
    },
    stop,
    /** Listens again on the same port (after stop). */
    restart: () => listen(port),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
