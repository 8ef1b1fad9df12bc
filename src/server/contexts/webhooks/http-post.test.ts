import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptOf, postWebhook, trustedContext, type PostOptions } from './http-post.ts';
import { serveHttps, TEST_CA_FILE } from './receiver.fixtures.ts';

/** One POST to a local HTTPS server answering by path. */

const seen: string[] = [];
const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok': (_req, res) => res.writeHead(200).end('thanks'),
  '/redirect': (_req, res) => res.writeHead(302, { location: '/ok' }).end(),
  '/large': (_req, res) => {
    res.writeHead(200);
    // 1 MB in 64 KB chunks: far more than is read.
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 16; i += 1) res.write(chunk);
    res.end();
  },
  '/nul': (_req, res) => res.writeHead(500).end('bad\u0000 answer'),
  '/slow': () => {}, // never answers
  '/echo': (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ body, headers: req.headers })));
  },
};
let server: Awaited<ReturnType<typeof serveHttps>>;

beforeAll(async () => {
  server = await serveHttps((req, res) => {
    seen.push(req.url ?? '');
    ROUTES[req.url ?? '']?.(req, res);
  });
});
afterAll(() => server.close());

const options: PostOptions = { timeoutMs: 2000, excerptMax: 1000, secureContext: trustedContext(TEST_CA_FILE) };
const target = (path: string, host = '127.0.0.1') => ({
  url: new URL(`https://${host}:${server.port}${path}`),
  address: '127.0.0.1',
  family: 4 as const,
});
const post = (path: string, more: Partial<PostOptions> = {}, host?: string) =>
  postWebhook(target(path, host), '{"a":1}', { 'content-type': 'application/json' }, { ...options, ...more });

describe('postWebhook', () => {
  it('sends the body and headers, and keeps the answer’s status and text', async () => {
    const result = await post('/echo');
    expect(result).toMatchObject({ statusCode: 201, error: null });
    const echoed = JSON.parse(result.responseExcerpt) as { body: string; headers: Record<string, string> };
    expect(echoed.body).toBe('{"a":1}');
    expect(echoed.headers).toMatchObject({ 'content-type': 'application/json', 'content-length': '7' });
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const before = seen.length;
    expect(await post('/redirect')).toEqual({ statusCode: 302, error: null, responseExcerpt: '' });
    expect(seen.slice(before)).toEqual(['/redirect']);
  });

  it('reads a large answer only so far, and keeps its first 1,000 characters', async () => {
    const result = await post('/large');
    expect(result.statusCode).toBe(200);
    expect(result.responseExcerpt).toBe('x'.repeat(1000));
  });

  it('drops NUL characters, which the log cannot store', async () => {
    expect(await post('/nul')).toEqual({ statusCode: 500, error: null, responseExcerpt: 'bad answer' });
  });

  it('gives up at the timeout', async () => {
    const started = Date.now();
    expect(await post('/slow', { timeoutMs: 300 })).toEqual({ statusCode: null, error: 'Timed out after 0.3 s', responseExcerpt: '' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('connects to the checked address whatever the host name, and checks the certificate against that name', async () => {
    // The name resolves nowhere; the pinned address is used. The certificate names localhost: accepted.
    expect((await post('/ok', {}, 'localhost')).statusCode).toBe(200);
    const wrongName = await post('/ok', {}, 'hooks.invalid');
    expect(wrongName.statusCode).toBeNull();
    expect(wrongName.error).toMatch(/^TLS error: /);
  });

  it('refuses a certificate no trusted authority signed', async () => {
    const result = await post('/ok', { secureContext: undefined });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^TLS error: .*self.signed/i);
  });
});

describe('excerptOf', () => {
  it.each<[string, Buffer, number, string]>([
    ['keeps short text', Buffer.from('ok'), 1000, 'ok'],
    ['cuts at the limit', Buffer.from('abcdef'), 3, 'abc'],
    ['cuts between characters, not inside one', Buffer.from('😀😀😀'), 2, '😀😀'],
    ['replaces invalid UTF-8', Buffer.from([0x61, 0xff, 0x62]), 10, 'a\uFFFDb'],
    ['drops NUL', Buffer.from('a\u0000b'), 10, 'ab'],
  ])('%s', (_name, bytes, max, expected) => {
    expect(excerptOf(bytes, max)).toBe(expected);
  });
});
