import type { CheckoutQuestionView, ConfirmOrderBody, OrderItemView } from '../../../contracts/checkout.ts';
import { GUEST_FIRST_NAME, GUEST_LAST_NAME, checkCheckoutInfo, questionAppliesTo } from '../../../domain/checkout.ts';
import { isAddOn } from '../../../domain/tickets.ts';

/**
 * The information step's form (buyer-side 2.7, 4, 5): purchaser, per-ticket attendees with 'Same as purchaser',
 * questions and consents. Validation is the domain's own checkCheckoutInfo, the function the server runs, so
 * the messages and rules are the same on both sides; errors are keyed by the server's field paths.
 */

export type Answer = string | boolean;

export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
}

export interface BuyerForm extends PersonFields {
  emailConfirm: string;
  notes: string;
  answers: Record<string, Answer>;
}

export interface AttendeeForm extends PersonFields {
  itemId: string;
  ticketTypeId: string;
  ticketName: string;
  /** Copies the purchaser's names and e-mail; switches off once a field is edited to differ. */
  sameAsPurchaser: boolean;
  answers: Record<string, Answer>;
}

export interface InfoForm {
  buyer: BuyerForm;
  attendees: AttendeeForm[];
  consents: { owner: boolean; product: boolean };
}

export interface InfoContext {
  setting: 'each-attendee' | 'only-buyer';
  /** Guest flow and door sales: names default to 'Anonymous' 'Guest', the e-mail is optional. */
  personal: boolean;
  /** Visitors who are not signed in confirm their e-mail. */
  requireEmailConfirm: boolean;
  questions: readonly CheckoutQuestionView[];
  /** The order's tickets; names already saved on them (a reload after Continue) come back into the form. */
  items: readonly (Pick<OrderItemView, 'id' | 'ticket' | 'name'> & Partial<Pick<OrderItemView, 'firstName' | 'lastName' | 'email'>>)[];
}

export const GUEST_DEFAULTS: Partial<Record<keyof PersonFields, string>> = { firstName: GUEST_FIRST_NAME, lastName: GUEST_LAST_NAME };

/** A signed-in person's name split as the profile has it: firstName, and the rest of the full name. */
export function splitSessionName(user: { firstName: string; name: string }): { firstName: string; lastName: string } {
  const first = user.firstName.trim();
  const full = user.name.trim();
  const last = full.toLowerCase().startsWith(first.toLowerCase()) ? full.slice(first.length).trim() : full.split(/\s+/).slice(1).join(' ');
  return { firstName: first, lastName: last };
}

export function initialInfoForm(
  ctx: InfoContext,
  opts: {
    user: { firstName: string; name: string; email: string } | null;
    saved?: { firstName: string | null; lastName: string | null; email: string | null; notes: string | null } | null;
  },
): InfoForm {
  // The staff member adding a guest or selling at the door is not the guest: no prefill from the session.
  const fromUser = opts.user && !ctx.personal ? { ...splitSessionName(opts.user), email: opts.user.email } : null;
  const saved = opts.saved;
  const firstName = saved?.firstName ?? fromUser?.firstName ?? (ctx.personal ? GUEST_FIRST_NAME : '');
  const lastName = saved?.lastName ?? fromUser?.lastName ?? (ctx.personal ? GUEST_LAST_NAME : '');
  const email = saved?.email ?? fromUser?.email ?? '';
  return {
    buyer: { firstName, lastName, email, emailConfirm: saved?.email ?? '', notes: saved?.notes ?? '', answers: {} },
    // Add-ons carry the purchaser's details: only admissions get an attendee block.
    attendees: ctx.items
      .filter((item) => !isAddOn(item.ticket.category))
      .map((item, i) => {
        const saved =
          item.firstName || item.lastName ? { firstName: item.firstName ?? '', lastName: item.lastName ?? '', email: item.email ?? '' } : null;
        const sameAsBuyer = saved ? saved.firstName === firstName && saved.lastName === lastName && saved.email === email : ctx.personal || i === 0;
        return {
          itemId: item.id,
          ticketTypeId: item.ticket.id,
          ticketName: item.name,
          // The first ticket is usually the purchaser's own; every ticket of a personal order is.
          sameAsPurchaser: sameAsBuyer,
          firstName: saved?.firstName ?? '',
          lastName: saved?.lastName ?? '',
          email: saved?.email ?? '',
          answers: {},
        };
      }),
    consents: { owner: false, product: false },
  };
}

/** What an attendee's fields read: the purchaser's while 'Same as purchaser' is on. */
export function attendeeValues(form: InfoForm, attendee: AttendeeForm): PersonFields {
  if (!attendee.sameAsPurchaser) return attendee;
  return { firstName: form.buyer.firstName, lastName: form.buyer.lastName, email: form.buyer.email };
}

/** An attendee field edited: the copy switches off when the new value differs from the purchaser's. */
export function editAttendee(form: InfoForm, index: number, field: keyof PersonFields, value: string): InfoForm {
  const attendees = form.attendees.map((a, i) => {
    if (i !== index) return a;
    const current = attendeeValues(form, a);
    const next = { ...a, ...current, [field]: value };
    const differs = value !== form.buyer[field];
    return { ...next, sameAsPurchaser: a.sameAsPurchaser && !differs };
  });
  return { ...form, attendees };
}

/** Ticking 'Same as purchaser' copies the purchaser's fields; unticking keeps the copy to edit. */
export function toggleSameAsPurchaser(form: InfoForm, index: number, on: boolean): InfoForm {
  const attendees = form.attendees.map((a, i) => {
    if (i !== index) return a;
    const copy = { firstName: form.buyer.firstName, lastName: form.buyer.lastName, email: form.buyer.email };
    return { ...a, ...copy, sameAsPurchaser: on };
  });
  return { ...form, attendees };
}

/** The questions one attendee answers (each-attendee mode), in position order. */
export function attendeeQuestions(ctx: Pick<InfoContext, 'questions'>, ticketTypeId: string): CheckoutQuestionView[] {
  return ctx.questions.filter((q) => questionAppliesTo(q, ticketTypeId)).sort((a, b) => a.position - b.position);
}

/** The questions the purchaser answers (only-buyer mode): those for any ticket of the order. */
export function buyerQuestions(ctx: Pick<InfoContext, 'questions' | 'items'>): CheckoutQuestionView[] {
  return ctx.questions.filter((q) => ctx.items.some((i) => questionAppliesTo(q, i.ticket.id))).sort((a, b) => a.position - b.position);
}

const answersOf = (answers: Record<string, Answer>, questions: readonly CheckoutQuestionView[]) =>
  questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? (q.fieldType === 'terms' ? false : null) }));

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body of POST /api/v1/orders/:id/confirm. */
export function confirmBody(form: InfoForm, ctx: InfoContext, opts: { guestFlow: boolean }): ConfirmOrderBody {
  const eachAttendee = ctx.setting === 'each-attendee';
  return {
    buyerAttributes: {
      firstName: blankToNull(form.buyer.firstName),
      lastName: blankToNull(form.buyer.lastName),
      email: blankToNull(form.buyer.email),
      emailConfirm: ctx.requireEmailConfirm ? blankToNull(form.buyer.emailConfirm) : blankToNull(form.buyer.email),
      orderAnswers: eachAttendee ? [] : answersOf(form.buyer.answers, buyerQuestions(ctx)),
      notes: opts.guestFlow ? blankToNull(form.buyer.notes) : null,
    },
    attendeesAttributes: eachAttendee
      ? form.attendees.map((a) => {
          const v = attendeeValues(form, a);
          return {
            itemId: a.itemId,
            firstName: blankToNull(v.firstName),
            lastName: blankToNull(v.lastName),
            email: blankToNull(v.email),
            orderAnswers: answersOf(a.answers, attendeeQuestions(ctx, a.ticketTypeId)),
          };
        })
      : [],
    marketingConsents: opts.guestFlow ? {} : { owner: form.consents.owner, product: form.consents.product },
  };
}

/**
 * Every problem of the form, keyed like the server's fieldErrors ('buyerAttributes.firstName',
 * 'attendeesAttributes.0.orderAnswers.<questionId>', ...), with the domain's messages.
 */
export function infoErrors(form: InfoForm, ctx: InfoContext, opts: { guestFlow: boolean }): Record<string, string> {
  const body = confirmBody(form, ctx, opts);
  const { errors } = checkCheckoutInfo(body.buyerAttributes ?? {}, body.attendeesAttributes ?? [], {
    setting: ctx.setting,
    personal: ctx.personal,
    requireEmailConfirm: ctx.requireEmailConfirm,
    items: ctx.items.map((i) => ({ id: i.id, ticketTypeId: i.ticket.id, addOn: isAddOn(i.ticket.category) })),
    questions: ctx.questions,
    now: new Date(),
  });
  return errors;
}

/** The DOM id of the field a server path names (for scrolling to the first error). */
export function fieldId(path: string): string {
  return `checkout-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Field paths in the order the form shows them, so the first error is the topmost one. */
export function orderedErrorPaths(errors: Record<string, string>, form: InfoForm, ctx: InfoContext): string[] {
  const order: string[] = ['buyerAttributes.firstName', 'buyerAttributes.lastName', 'buyerAttributes.email', 'buyerAttributes.emailConfirm'];
  for (const q of buyerQuestions(ctx)) order.push(`buyerAttributes.orderAnswers.${q.id}`);
  form.attendees.forEach((a, i) => {
    order.push(`attendeesAttributes.${i}.firstName`, `attendeesAttributes.${i}.lastName`, `attendeesAttributes.${i}.email`);
    for (const q of attendeeQuestions(ctx, a.ticketTypeId)) order.push(`attendeesAttributes.${i}.orderAnswers.${q.id}`);
  });
  const known = order.filter((p) => p in errors);
  return [...known, ...Object.keys(errors).filter((p) => !known.includes(p))];
}
