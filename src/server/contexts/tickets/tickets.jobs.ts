import { eq } from 'drizzle-orm';
import { TICKET_DATE_FORMAT } from '../../../contracts/tickets.ts';
import { listedPrice, priceTicket } from '../../../domain/checkout.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventOccurrences, events, orderItems, orders, users } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import { DOOR_LISTS_PURGE_QUEUE, MASS_REFUND_QUEUE, ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Clock } from '../../platform/clock.ts';
import { purgeDoorLists } from './door-list-purge.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { massRefundJob } from './mass-refund.service.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMailOnce } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { ISSUED_ORDER_STATUSES } from './ticket-records.ts';
import { renderTicketsPdf } from './ticket-pdf.ts';
import { subjectName } from '../../../domain/text.ts';

export interface TicketJobDeps {
  config: Config;
  db: Db;
  jobs: Jobs;
}

export interface SummaryRow {
  label: string;
  amount: string;
}

/**
 * The order summary of buyer-side 2.8, as the thank-you page shows it: 'count x name' per ticket name with the
 * price plus a passed-on platform fee before discounts, '1 x Donation' when above 0, Subtotal (prices and fees before
 * discounts), Discount (minus sign, when above 0), Total paid. Tickets created by a transfer are not purchases.
 */
export function orderSummaryRows(
  order: Pick<typeof orders.$inferSelect, 'currency' | 'subtotal' | 'discountTotal' | 'donationAmount' | 'total'>,
  items: { name: string; listedPrice: number; transferredFromId: string | null }[],
): { lines: SummaryRow[]; totals: SummaryRow[] } {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const byName = new Map<string, { count: number; total: number }>();
  for (const item of items.filter((i) => !i.transferredFromId)) {
    const line = byName.get(item.name) ?? { count: 0, total: 0 };
    byName.set(item.name, { count: line.count + 1, total: line.total + item.listedPrice });
  }
  const lines = [...byName].map(([name, l]) => ({ label: `${l.count} x ${name}`, amount: money(l.total) }));
  if (order.donationAmount > 0) lines.push({ label: '1 x Donation', amount: money(order.donationAmount) });
  const totals = [{ label: 'Subtotal', amount: money(order.subtotal) }];
  if (order.discountTotal > 0) totals.push({ label: 'Discount', amount: `-${money(order.discountTotal)}` });
  totals.push({ label: 'Total paid', amount: money(order.total) });
  return { lines, totals };
}

/** The confirmation e-mail of a completed order (HTML and text), with the tickets PDF attached. */
export async function renderConfirmation(db: Db, config: Config, orderId: string): Promise<MailMessage | null> {
  const [row] = await db
    .select({ order: orders, event: events, occurrence: eventOccurrences })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, orders.occurrenceId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row || !(ISSUED_ORDER_STATUSES as readonly string[]).includes(row.order.status)) return null;
  const { order, event, occurrence } = row;
  // A signed-in buyer's order may carry only the account: its e-mail then.
  const [account] =
    order.buyerEmail || !order.userId ? [] : await db.select({ email: users.email }).from(users).where(eq(users.profileId, order.userId)).limit(1);
  const to = order.buyerEmail ?? account?.email;
  if (!to) return null;
  const items = await db
    .select({
      name: orderItems.name,
      basePrice: orderItems.basePrice,
      feeAbsorbed: orderItems.feeAbsorbed,
      transferredFromId: orderItems.transferredFromId,
      status: orderItems.status,
      seat: orderItems.seat,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.createdAt, orderItems.id);
  const summary = orderSummaryRows(
    order,
    items.map((i) => ({
      ...i,
      listedPrice: listedPrice(priceTicket(i.basePrice, order.currency, null, { noFee: order.guestFlow, absorbFees: i.feeAbsorbed })),
    })),
  );
  const when = formatInZone(occurrence.startsAt, occurrence.timezone, TICKET_DATE_FORMAT);
  const doors = occurrence.doorTime ? formatInZone(occurrence.doorTime, occurrence.timezone, TICKET_DATE_FORMAT) : null;
  const place =
    event.locationSetting === 'tba'
      ? 'To be announced'
      : [event.locationName, event.address, event.city].filter((x) => x && x.trim()).join(', ') || null;
  const link = `${config.publicUrl}/tickets/${order.id}`;
  const name = order.buyerFirstName?.trim() || 'there';
  const hasTickets = items.some((i) => i.status === 'active');
  // Reserved seating (issue 32): the seats of the tickets issued, as each ticket names it.
  const seats = items.filter((i) => i.status === 'active' && i.seat).map((i) => i.seat!);
  const seatsLine = seats.length ? `Seats: ${seats.join('; ')}` : null;
  const pdf = hasTickets ? await renderTicketsPdf(db, order.id) : null;

  const text = [
    `Hi ${name},`,
    '',
    `Thank you for your order. Your tickets for ${event.name} are attached and on your ticket page:`,
    link,
    '',
    `When: ${when} (${occurrence.timezone})`,
    ...(doors ? [`Doors open at: ${doors}`] : []),
    ...(place ? [`Where: ${place}`] : []),
    ...(seatsLine ? [seatsLine] : []),
    '',
    `Order summary${order.transactionId ? ` (transaction ${order.transactionId})` : ''}`,
    ...summary.lines.map((l) => `${l.label}: ${l.amount}`),
    ...summary.totals.map((l) => `${l.label}: ${l.amount}`),
    '',
    `Order ${order.id}`,
  ].join('\n');
  const cell = 'padding:4px 0';
  const rowHtml = (l: SummaryRow, strong = false) =>
    `<tr><td style="${cell}">${strong ? `<strong>${escapeHtml(l.label)}</strong>` : escapeHtml(l.label)}</td><td style="${cell};text-align:right">${strong ? `<strong>${escapeHtml(l.amount)}</strong>` : escapeHtml(l.amount)}</td></tr>`;
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>Thank you for your order. Your tickets for <strong>${escapeHtml(event.name)}</strong> are attached.</p>`,
    `<p><a href="${escapeHtml(link)}">View your tickets</a></p>`,
    `<p>When: ${escapeHtml(when)} (${escapeHtml(occurrence.timezone)})${doors ? `<br>Doors open at: ${escapeHtml(doors)}` : ''}${place ? `<br>Where: ${escapeHtml(place)}` : ''}${seatsLine ? `<br>${escapeHtml(seatsLine)}` : ''}</p>`,
    `<h3>Order summary</h3>`,
    order.transactionId ? `<p>Transaction ${escapeHtml(order.transactionId)}</p>` : '',
    `<table style="width:100%;max-width:480px;border-collapse:collapse">`,
    ...summary.lines.map((l) => rowHtml(l)),
    ...summary.totals.map((l) => rowHtml(l, l.label === 'Total paid')),
    `</table>`,
    `<p style="color:#888;font-size:12px">Order ${escapeHtml(order.id)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to,
    subject: `Your tickets for ${subjectName(event.name)}`,
    text,
    html,
    attachments: pdf ? [{ filename: `tickets-${order.id}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }] : [],
  };
}

export const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`;

/**
 * Sends an order's confirmation once: a retried or duplicated job finds the key in mail_once and sends nothing.
 * 'skipped' when the order is not completed or has no e-mail address. The key is not read before rendering: every
 * order of an on-sale would pay that round trip to spare the rare retry a render.
 */
export async function sendOrderConfirmation(deps: TicketJobDeps, orderId: string): Promise<'sent' | 'already_sent' | 'skipped'> {
  const message = await renderConfirmation(deps.db, deps.config, orderId);
  if (!message) return 'skipped';
  return (await enqueueMailOnce(deps.db, deps.jobs, confirmationKey(orderId), message)) ? 'sent' : 'already_sent';
}

/** Hourly, once across all workers: a door list is kept DOOR_LIST_KEPT_DAYS past its expiry, so a day's lists go in a day. */
export const DOOR_LISTS_PURGE_CRON = '37 * * * *';

export async function registerTicketJobs(deps: TicketJobDeps & { payments: PaymentProvider; clock: Clock }) {
  // A malformed payload never reaches here: the catalog's schema fails it for good (no retry storm).
  await deps.jobs.work(ORDER_COMPLETED_QUEUE, async (data) => {
    await sendOrderConfirmation(deps, data.orderId);
  });
  await deps.jobs.work(MASS_REFUND_QUEUE, async (data) => {
    await massRefundJob(deps, data.massRefundId);
  });
  await deps.jobs.work(DOOR_LISTS_PURGE_QUEUE, async () => {
    await purgeDoorLists(deps.db, deps.clock.now());
  });
  await deps.jobs.schedule(DOOR_LISTS_PURGE_QUEUE, DOOR_LISTS_PURGE_CRON);
}
