/**
 * The pieces of bench/checkout.ts's rush that other benches reuse (bench/analytics.ts runs the same rush beside its
 * own load): the owner with a payment account, a published event, and the buyers in a child process.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { buildApp } from '../src/server/app.ts';
import { profiles } from '../src/server/platform/db/schema/index.ts';
import type { startRuntime } from '../src/server/runtime.ts';
import type { CheckoutLoadOptions, CheckoutLoadResult } from './checkout-load.ts';
import { signUpAndLogIn } from './accounts.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
type Runtime = Awaited<ReturnType<typeof startRuntime>>;

/** The buyers of bench/checkout-load.ts in a child process (so they do not share the server's event loop). */
export function forkBuyers(options: CheckoutLoadOptions): Promise<CheckoutLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'checkout-load.ts'), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as CheckoutLoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`buyers exited with ${code}`)) : undefined));
    child.send(options);
  });
}

export async function seedOwner(app: App, runtime: Runtime) {
  const owner = await signUpAndLogIn(app, { firstName: 'Bench', lastName: 'Owner', email: 'owner@bench.example.com', password: 'bench-password' });
  const { accountId } = await runtime.payments.createAccount({ id: owner.id, email: null });
  await runtime.database.db.update(profiles).set({ paymentAccountId: accountId }).where(eq(profiles.id, owner.id));
  return owner;
}

/** A published event with one ticket type of `capacity` seats, through the management API. */
export async function seedEvent(app: App, owner: { id: string; cookie: string }, name: string, capacity: number) {
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const day = 86_400_000;
  const created = await call('POST', '/api/v1/management/courses', {
    ownerId: owner.id,
    name,
    startsAt: new Date(Date.now() + 30 * day).toISOString(),
    endsAt: new Date(Date.now() + 30 * day + 3 * 3_600_000).toISOString(),
    location: { name: 'Bench Hall', city: 'London' },
    currency: 'usd',
  });
  const eventId = created.event.id as string;
  const { ticketTypes } = await call('PUT', `/api/v1/management/courses/${eventId}/tickets`, {
    ticketTypes: [{ name: 'General admission', price: 2500, quantity: capacity }],
  });
  await call('POST', `/api/v1/management/courses/${eventId}/publish`);
  return { eventId, ticketTypeId: ticketTypes[0].id as string };
}
