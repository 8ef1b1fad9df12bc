import { z } from 'zod';

/**
 * What expectReply reads of a reply: an injected one (app.inject), or one made from fetch's (crash-run.ts).
 * `raw.req` names the route in failures.
 */
export interface ReplyLike {
  statusCode: number;
  body: string;
  raw?: { req: { method?: string; url?: string } };
}

/** A reply with the expected status whose body does not match the route's contract: a route drifted from it. */
export class ContractDriftError extends Error {
  override name = 'ContractDriftError';
}

const routeOf = (res: ReplyLike) => (res.raw ? `${res.raw.req.method} ${res.raw.req.url}` : 'The route');

/**
 * How the test fixtures read a route's reply: checks the status they expect (failing with the body), then parses
 * the JSON with the route's contract and returns the typed, parsed value. A reply that drifted from its contract
 * fails here with the route and zod's account of the fields, not later in an assertion. No Vitest import, so
 * bench scripts (bench/crash.ts through crash-run.ts) use it too.
 */
export function expectReply<S extends z.ZodType>(res: ReplyLike, status: number, schema: S): z.output<S> {
  if (res.statusCode !== status) {
    throw new Error(`${routeOf(res)} answered ${res.statusCode}, expected ${status}: ${res.body}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    throw new ContractDriftError(`${routeOf(res)} (${res.statusCode}) answered no JSON: ${res.body}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ContractDriftError(
      `${routeOf(res)} (${res.statusCode}) does not match its contract:\n${z.prettifyError(parsed.error)}\nBody: ${res.body}`,
    );
  }
  return parsed.data;
}
