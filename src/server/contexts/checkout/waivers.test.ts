import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { ticketPageReply } from '../../../contracts/tickets.ts';
import { orderItems, termsTexts } from '../../platform/db/schema/index.ts';
import { course, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, confirm, order, paidEvent, payCard } from './checkout.fixtures.ts';

/**
 * Waivers (issue 34): a required terms question with the organizer's text. The checkout refuses an order without
 * the buyer's agreement; the agreement is stored on each ticket with its time and the text's SHA-256, the text itself
 * once in terms_texts, and the ticket page shows the words agreed to even after the organizer edits them.
 */
const t = useTestApp();
const WAIVER = 'I take part at my own risk.\nThe organizer is not liable for injuries.';
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
let owner: Person;
let eventId: string, ticketId: string, waiverId: string;

const putQuestions = (questions: object[]) =>
  t.app.inject({ method: 'PUT', url: course(eventId, '/questions'), headers: headers(owner), payload: { questions } });

beforeAll(async () => {
  owner = await signUpUser(t.app);
  const made = await paidEvent(t, owner);
  [eventId, ticketId] = [made.id, made.ticketIds[0]!];
  const put = await putQuestions([{ fieldType: 'terms', title: 'Waiver', content: WAIVER, required: true }]);
  expect(put.statusCode, put.body).toBe(200);
  waiverId = put.json().questions[0].id;
});

describe('waivers', () => {
  it('refuses the order until the waiver is agreed', async () => {
    const created = await order(t, eventId, { tickets: { [ticketId]: 1 } });
    const attendee = attendeesFor(created.order.items)[0]!;
    for (const answer of [undefined, false, 'no']) {
      const res = await confirm(t, created.order.id, {
        buyerAttributes: buyer,
        attendeesAttributes: [{ ...attendee, orderAnswers: answer === undefined ? [] : [{ questionId: waiverId, answer }] }],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        ...errorShape,
        fieldErrors: { [`attendeesAttributes.0.orderAnswers.${waiverId}`]: CHECKOUT_MESSAGES.termsRequired },
      });
    }
  });

  it('stores the agreement with the text it agreed to, and the ticket page shows that text after an edit', async () => {
    const created = await order(t, eventId, { tickets: { [ticketId]: 2 } });
    const confirmed = await confirm(t, created.order.id, {
      buyerAttributes: buyer,
      attendeesAttributes: attendeesFor(created.order.items).map((a) => ({ ...a, orderAnswers: [{ questionId: waiverId, answer: true }] })),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await payCard(t, confirmed.json().paymentRequest);
    expect((await complete(t, created.order.id)).statusCode).toBe(200);

    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    for (const item of items) {
      expect(item.answers).toEqual([
        { questionId: waiverId, title: 'Waiver', answer: 'agreed', agreedAt: expect.any(String), termsHash: sha256(WAIVER) },
      ]);
    }
    expect(
      await t.db
        .select({ content: termsTexts.content })
        .from(termsTexts)
        .where(eq(termsTexts.hash, sha256(WAIVER))),
    ).toEqual([{ content: WAIVER }]);

    // The organizer rewrites the waiver: the tickets already sold keep the words their buyers agreed to.
    expect((await putQuestions([{ id: waiverId, fieldType: 'terms', title: 'Waiver', content: 'New words.', required: true }])).statusCode).toBe(200);
    const page = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/tickets/${created.order.id}` }), 200, ticketPageReply);
    expect(page.tickets[0]!.orderAnswers).toEqual([
      { title: 'Waiver', answer: 'agreed', agreedAt: items[0]!.answers[0]!.agreedAt, agreedAtText: expect.any(String), terms: WAIVER },
    ]);
  });
});
