import pg from 'pg';
import { vi } from 'vitest';

/**
 * The SQL statements (each one round trip) the clients of `pool` run while `run` does, for tests that guard how many
 * a busy path takes. pg-boss's polling runs on its own pool and is left out; so is the rate limiter's occasional
 * tidy-up of old counters (it runs on 1 % of hits, by Math.random).
 */
export async function statementsOf<T>(pool: pg.Pool, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const clients = (pool as unknown as { _clients: pg.Client[] })._clients;
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    if (clients.includes(this)) {
      const first = args[0] as string | { text?: string };
      statements.push(typeof first === 'string' ? first : (first.text ?? ''));
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
  try {
    return { result: await run(), statements };
  } finally {
    spy.mockRestore();
    random.mockRestore();
  }
}

/** The first words of each statement, to say which ran when a count differs. */
export const statementStarts = (statements: readonly string[]) => statements.map((s) => s.trim().replace(/\s+/g, ' ').slice(0, 50));
