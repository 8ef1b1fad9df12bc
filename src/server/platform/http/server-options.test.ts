import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverOptions } from './server-options.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the server options', () => {
  it('let a plugin that loads slowly (a machine under CPU load) finish, where Fastify gives up after 10 s', async () => {
    vi.useFakeTimers();
    const app = Fastify(serverOptions(loadConfig({ LOG_LEVEL: 'silent' })));
    void app.register(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
    });
    const ready = app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(ready).resolves.toBe(app);
    await app.close();
  });
});
