import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverOptions } from './server-options.ts';

/** The app's server options at LOG_LEVEL=info, with the log's lines captured. */
function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ ...serverOptions(loadConfig({ LOG_LEVEL: 'info' })), logger: { level: 'info', stream } });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  return app;
}

describe('the request log', () => {
  it('writes one line a request, with what the two lines of Fastify said', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/hello?x=1', headers: { 'x-request-id': 'req-1' } });
    await app.close();
    const requestLines = lines.filter((l) => l.reqId === 'req-1');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/hello?x=1' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('still logs a failure with its error, and the request once', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/broken', headers: { 'x-request-id': 'req-2' } });
    await app.close();
    const requestLines = lines.filter((l) => l.reqId === 'req-2');
    expect(requestLines.map((l) => l.msg)).toEqual(['the database went away', 'request completed']);
    expect(requestLines[0]).toMatchObject({ level: 50, err: { message: 'the database went away' } });
    expect(requestLines[1]).toMatchObject({ res: { statusCode: 500 } });
  });
});
