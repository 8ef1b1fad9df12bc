/**
 * The buyers of bench/checkout.ts, in a child process so they do not share the server's event loop: each buyer
 * runs the whole checkout over HTTP (create order -> confirm -> sandbox card form -> complete) again and again
 * until the deadline (a flow under way finishes), or until the tickets are sold out.
 */
import http from 'node:http';
import { percentile } from './stats.ts';

export interface CheckoutLoadOptions {
  baseUrl: string;
  eventId: string;
  ticketTypeId: string;
  buyers: number;
  /** Flows finishing during the warm-up are not counted (the first round of 200 flows finishes all at once). */
  warmupSeconds: number;
  seconds: number;
  /** Stop a buyer at its first 'Sold out' (the capacity run) instead of counting it and going on. */
  stopWhenSoldOut: boolean;
  /** False: no card request to the server (as with Stripe, whose servers take the card); only bench/checkout-floor.ts serves that. */
  cardStep?: boolean;
}

export interface CheckoutLoadResult {
  buyers: number;
  seconds: number;
  /** Flows that reached 'succeeded' in the measured window (after the warm-up, before the deadline). */
  completed: number;
  /** Every flow that succeeded, including those that finished after the deadline. */
  completedTotal: number;
  soldOut: number;
  /** New orders the server refused for load (503 with Retry-After); the buyer waited as told, then tried again. */
  refused: number;
  failures: Record<string, number>;
  requests: number;
  completedPerSecond: number;
  flowMs: { p50: number; p90: number; p99: number; max: number };
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', zip: '10001' };

function post(
  agent: http.Agent,
  base: URL,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown>; retryAfter: number | null }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const retryAfter = res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']);
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'), retryAfter });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function runCheckoutLoad(o: CheckoutLoadOptions): Promise<CheckoutLoadResult> {
  const base = new URL(o.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.buyers });
  const failures: Record<string, number> = {};
  const fail = (step: string) => (failures[step] = (failures[step] ?? 0) + 1);
  const flows: number[] = [];
  let completed = 0;
  let completedTotal = 0;
  let soldOut = 0;
  let refused = 0;
  let requests = 0;
  const started = performance.now();
  const measureFrom = started + o.warmupSeconds * 1000;
  const deadline = measureFrom + o.seconds * 1000;
  const call = async (path: string, body: unknown) => {
    requests += 1;
    return post(agent, base, path, body);
  };

  /** One purchase; false when the buyer should stop. */
  const purchase = async (buyer: number): Promise<boolean> => {
    const t0 = performance.now();
    const created = await call(`/api/v1/orders?event=${o.eventId}`, { tickets: { [o.ticketTypeId]: 1 }, paymentMethod: 'card' });
    if (created.status === 409) {
      soldOut += 1;
      return !o.stopWhenSoldOut;
    }
    if (created.status === 503 && created.retryAfter !== null) {
      // Beyond capacity (platform/http/admission.ts): a real buyer's page waits as told before trying again.
      refused += 1;
      await new Promise((resolve) => setTimeout(resolve, created.retryAfter! * 1000));
      return true;
    }
    if (created.status !== 200) return (fail(`create ${created.status}`), true);
    const order = created.json.order as { id: string; items: { id: string }[] };
    const confirmed = await call(`/api/v1/orders/${order.id}/confirm`, {
      buyerAttributes: { firstName: 'Bench', lastName: 'Buyer', email: `buyer${buyer}@example.com`, emailConfirm: `buyer${buyer}@example.com` },
      attendeesAttributes: order.items.map((i) => ({ itemId: i.id, firstName: 'Bench', lastName: 'Guest' })),
    });
    if (confirmed.status !== 200) return (fail(`confirm ${confirmed.status}`), true);
    if (o.cardStep !== false) {
      const request = confirmed.json.paymentRequest as { paymentId: string; clientSecret: string };
      const paid = await call(`/api/v1/sandbox/payments/${request.paymentId}/confirm`, { clientSecret: request.clientSecret, card: CARD });
      if (paid.status !== 200) return (fail(`card ${paid.status}`), true);
    }
    const done = await call(`/api/v1/orders/${order.id}/complete`, {});
    if (done.status !== 200 || done.json.status !== 'succeeded') return (fail(`complete ${done.status} ${String(done.json.status)}`), true);
    completedTotal += 1;
    const now = performance.now();
    if (now >= measureFrom && now <= deadline) {
      completed += 1;
      flows.push(performance.now() - t0);
    }
    return true;
  };

  const buyer = async (n: number) => {
    while (performance.now() < deadline) {
      try {
        if (!(await purchase(n))) return;
      } catch (err) {
        fail(`network ${(err as NodeJS.ErrnoException).code ?? (err as Error).message.slice(0, 60)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: o.buyers }, (_, n) => buyer(n)));
  agent.destroy();
  flows.sort((a, b) => a - b);
  const elapsed = o.seconds;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    buyers: o.buyers,
    seconds: round(elapsed),
    completed,
    completedTotal,
    soldOut,
    refused,
    failures,
    requests,
    completedPerSecond: round(completed / elapsed),
    flowMs: {
      p50: round(percentile(flows, 50)),
      p90: round(percentile(flows, 90)),
      p99: round(percentile(flows, 99)),
      max: round(flows.at(-1) ?? 0),
    },
  };
}

// As a forked child: one run per message.
if (process.send) {
  process.once('message', (options) => {
    runCheckoutLoad(options as CheckoutLoadOptions).then(
      (result) => process.send!(result, () => process.exit(0)),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
