import type { CheckoutQuestionView, OrderItemView, OrderReply, OrderView, PaymentRequest } from '../../../contracts/checkout.ts';
import { statusGroup } from '../../../domain/checkout.ts';
import type { PaymentProvider, Payment } from '../../platform/payments/provider.ts';
import type { EventRow } from '../../platform/access/event-access.ts';
import { iso, toManagedQuestion, type QuestionRow, type TicketTypeRow } from '../events/index.ts';
import type { OrderItemRow, OrderRow, PromoRow } from './checkout-deps.ts';

/** Row-to-contract mappings of checkout replies. */

export const isPersonalOrder = (o: Pick<OrderRow, 'guestFlow' | 'paymentMethod'>) =>
  o.guestFlow || o.paymentMethod === 'terminal' || o.paymentMethod === 'cash';

export function itemView(
  item: OrderItemRow,
  type: Pick<TicketTypeRow, 'id' | 'name' | 'category' | 'attendanceType' | 'pricingMode' | 'visibilityScope'>,
): OrderItemView {
  return {
    id: item.id,
    ticket: {
      id: type.id,
      name: type.name,
      category: type.category,
      attendanceType: type.attendanceType,
      pricingMode: type.pricingMode,
      visibilityScope: type.visibilityScope,
    },
    name: item.name,
    basePrice: item.basePrice,
    baseFee: item.baseFee,
    discountAmount: item.discountAmount,
    membershipBenefitId: item.membershipBenefitId,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    notes: item.notes,
    seat: item.seat,
    orderAnswers: item.answers,
  };
}

/** Items in a stable order: by ticket type position as listed, then creation. */
export function orderView(order: OrderRow, items: OrderItemView[], promo: Pick<PromoRow, 'code' | 'name'> | null): OrderView {
  return {
    id: order.id,
    eventId: order.eventId,
    occurrenceId: order.occurrenceId,
    status: order.status,
    statusGroup: statusGroup(order.status),
    step: order.step,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    currency: order.currency,
    items,
    subtotal: order.subtotal,
    discounts: order.discountTotal,
    fees: order.feeTotal,
    donationAmount: order.donationAmount,
    total: order.total,
    promoCode: promo ? { code: promo.code, name: promo.name } : null,
    secretCodes: order.secretCodes,
    paymentMethod: order.paymentMethod,
    userRequired: items.some((i) => i.membershipBenefitId != null || i.ticket.visibilityScope === 'member' || i.ticket.visibilityScope === 'list'),
    personalOrder: isPersonalOrder(order),
    guestFlow: order.guestFlow,
    buyer: { firstName: order.buyerFirstName, lastName: order.buyerLastName, email: order.buyerEmail, notes: order.notes },
    marketingConsents: order.marketingConsents,
    promoterUsername: order.promoterUsername,
    createdAt: order.createdAt.toISOString(),
    completedAt: iso(order.completedAt),
  };
}

/** A question as the checkout shows it: the same fields the organizer's editor reads. */
export const questionView = (q: QuestionRow): CheckoutQuestionView => toManagedQuestion(q);

export function paymentRequestOf(payments: PaymentProvider, payment: Payment, method: 'card' | 'terminal'): PaymentRequest {
  return {
    provider: payments.name,
    testMode: payments.testMode,
    paymentId: payment.id,
    clientSecret: payment.clientSecret,
    amount: payment.amount,
    currency: payment.currency,
    method,
  };
}

/** The questions an order asks: those for any of its ticket types. */
export function questionsFor(questions: readonly QuestionRow[], items: readonly Pick<OrderItemRow, 'ticketTypeId'>[]): QuestionRow[] {
  const types = new Set(items.map((i) => i.ticketTypeId));
  return questions.filter((q) => q.onlyForTickets.length === 0 || q.onlyForTickets.some((id) => types.has(id)));
}

export function orderReplyOf(
  order: OrderRow,
  items: OrderItemView[],
  ctx: {
    event: Pick<EventRow, 'collectInformationSetting'>;
    questions: readonly QuestionRow[];
    promo: Pick<PromoRow, 'code' | 'name'> | null;
    paymentRequest: PaymentRequest | null;
  },
): OrderReply {
  return {
    order: orderView(order, items, ctx.promo),
    questions: questionsFor(
      ctx.questions,
      items.map((i) => ({ ticketTypeId: i.ticket.id })),
    ).map(questionView),
    collectInformationSetting: ctx.event.collectInformationSetting,
    clientSecret: ctx.paymentRequest?.clientSecret ?? null,
    paymentRequest: ctx.paymentRequest,
    status: order.status,
  };
}
