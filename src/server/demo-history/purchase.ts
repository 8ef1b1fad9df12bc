import { confirmOrderBody, orderSelectionBody } from '../../contracts/checkout.ts';
import { type CheckoutDeps, completeOrder, confirmOrder, createOrder } from '../contexts/checkout/index.ts';
import type { SandboxProvider } from '../platform/payments/sandbox.ts';
import type { Patron } from './people.ts';

/** What a buyer does on an event page: pick, fill in, pay by card (sandbox), come back; answers the order's tickets. */

export interface Purchase {
  tickets: Record<string, number>;
  promoCode?: string;
  donationAmount?: number;
  /** A list member's share code (the buyer must be signed in). */
  shareCode?: string;
}

/** The sandbox's card that succeeds (and is kept for a membership's renewals). */
export const DEMO_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', zip: '10001' };

export type PurchaseDeps = CheckoutDeps & { sandbox: SandboxProvider };

export async function purchase(deps: PurchaseDeps, eventId: string, buyer: Patron, names: () => Patron, p: Purchase) {
  const body = orderSelectionBody.parse({
    tickets: p.tickets,
    donationAmount: p.donationAmount ?? 0,
    customUserListsCodes: p.shareCode ? [p.shareCode] : [],
  });
  // Each buyer is their own client (the hold caps count what a client and its address hold while paying).
  const holder = { key: buyer.user ? `u:${buyer.user.id}` : `c:${buyer.email}`, address: 'ip:demo-history', stripe: 0 };
  const created = await createOrder(deps, buyer.user, { event: eventId, promoCode: p.promoCode }, body, null, holder);
  const items = created.order.items;
  const attendees = items.map((item, i) => {
    const who = i === 0 ? buyer : names();
    return { itemId: item.id, firstName: who.first, lastName: who.last };
  });
  const info = confirmOrderBody.parse({
    buyerAttributes: { firstName: buyer.first, lastName: buyer.last, email: buyer.email, emailConfirm: buyer.email },
    attendeesAttributes: attendees,
  });
  const confirmed = await confirmOrder(deps, buyer.user, created.order.id, info);
  if (confirmed.paymentRequest) {
    const { paymentId, clientSecret } = confirmed.paymentRequest;
    await deps.sandbox.confirmCard(paymentId, clientSecret, DEMO_CARD);
    const outcome = await completeOrder(deps, created.order.id);
    if (outcome.kind !== 'completed') throw new Error(`demo order ${created.order.id} did not complete: ${outcome.kind}`);
  }
  return { orderId: created.order.id, items: items.map((i) => ({ id: i.id, ticketTypeId: i.ticket.id, addOn: i.ticket.category === 'Add on' })) };
}
