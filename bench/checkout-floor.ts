/**
 * The floor of bench/checkout.ts: the leanest possible server for the same four-request flow, so the benchmark can
 * tell what this machine allows from what the product spends. Each request runs exactly one SQL statement on the
 * same PostgreSQL server and nothing else (no validation, sessions, prices, timers, promo codes, outbox, payment
 * provider or e-mail):
 *   create   -> hold the seat on the ticket type's row and insert the order (409 'Sold out' when none is left)
 *   confirm  -> save the buyer on the order
 *   card     -> mark the order paid
 *   complete -> complete the order, turn the hold into a sale and issue the ticket
 * It answers on the product's URLs with the fields bench/checkout-load.ts reads, so the same buyers drive it.
 * A real checkout does strictly more work per step, so its orders per second on this machine stay below this one.
 * `cardStep: false` is the flow with Stripe, whose servers take the card: three requests, and confirm stands for
 * the payment too.
 */
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';

export interface FloorServer {
  url: string;
  ticketTypeId: string;
  /** Sold and held seats, tickets issued and orders completed. */
  tally(): Promise<{ sold: number; held: number; issued: number; completedOrders: number }>;
  close(): Promise<void>;
}

const SCHEMA = `
  create table floor_stock (id int primary key, capacity bigint not null, sold bigint not null default 0, held bigint not null default 0);
  create table floor_orders (
    id uuid primary key default gen_random_uuid(), quantity int not null, status text not null default 'choosing',
    buyer_email text, paid boolean not null default false);
  create table floor_tickets (id uuid primary key default gen_random_uuid(), order_id uuid not null references floor_orders (id));
`;

const HOLD_AND_CREATE = `
  with held as (update floor_stock set held = held + $1 where id = 1 and sold + held + $1 <= capacity returning id)
  insert into floor_orders (quantity) select $1 from held returning id`;
const CONFIRM = `update floor_orders set buyer_email = $2, status = 'paying', paid = $3 where id = $1 and status = 'choosing' returning id`;
const PAY = `update floor_orders set paid = true where id = $1 and status = 'paying' returning id`;
// Data-modifying CTEs run exactly once whether or not the outer query reads them.
const COMPLETE = `
  with done as (update floor_orders set status = 'completed' where id = $1 and status = 'paying' and paid returning id, quantity),
  sale as (update floor_stock set held = held - done.quantity, sold = sold + done.quantity from done where floor_stock.id = 1)
  insert into floor_tickets (order_id) select id from done returning order_id`;

/** Creates the floor's tables in `connectionString`'s database and listens on a loopback port. */
export async function startFloorServer(
  connectionString: string,
  poolSize: number,
  capacity: number,
  opts: { cardStep: boolean },
): Promise<FloorServer> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  await pool.query('drop table if exists floor_tickets, floor_orders, floor_stock');
  await pool.query(SCHEMA);
  await pool.query('insert into floor_stock (id, capacity) values (1, $1)', [capacity]);
  const app = Fastify({ logger: false });
  const one = async (reply: FastifyReply, text: string, values: unknown[], answer: (id: string) => object) => {
    const { rows } = await pool.query<{ id?: string; order_id?: string }>(text, values);
    const id = rows[0]?.id ?? rows[0]?.order_id;
    return id ? answer(id) : reply.status(409).send({ message: 'Sold out' });
  };
  app.post('/api/v1/orders', (request, reply) => {
    const tickets = (request.body as { tickets: Record<string, number> }).tickets;
    const quantity = Object.values(tickets).reduce((a, b) => a + b, 0);
    return one(reply, HOLD_AND_CREATE, [quantity], (id) => ({ order: { id, items: [{ id }] } }));
  });
  app.post<{ Params: { id: string } }>('/api/v1/orders/:id/confirm', (request, reply) =>
    one(
      reply,
      CONFIRM,
      [request.params.id, (request.body as { buyerAttributes: { email: string } }).buyerAttributes.email, !opts.cardStep],
      (id) => ({
        paymentRequest: { paymentId: id, clientSecret: id },
      }),
    ),
  );
  app.post<{ Params: { id: string } }>('/api/v1/sandbox/payments/:id/confirm', (request, reply) =>
    one(reply, PAY, [request.params.id], () => ({ status: 'succeeded' })),
  );
  app.post<{ Params: { id: string } }>('/api/v1/orders/:id/complete', (request, reply) =>
    one(reply, COMPLETE, [request.params.id], () => ({ status: 'succeeded' })),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    ticketTypeId: 'floor',
    async tally() {
      const { rows } = await pool.query<{ sold: string; held: string; issued: number; completed: number }>(
        `select sold, held, (select count(*)::int from floor_tickets) as issued, (select count(*)::int from floor_orders where status = 'completed') as completed
           from floor_stock where id = 1`,
      );
      const row = rows[0]!;
      return { sold: Number(row.sold), held: Number(row.held), issued: row.issued, completedOrders: row.completed };
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
