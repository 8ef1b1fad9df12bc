import { describe, expect, it } from 'vitest';
import type { CheckoutQuestionView } from '../../../contracts/checkout.ts';
import {
  attendeeValues,
  confirmBody,
  editAttendee,
  infoErrors,
  initialInfoForm,
  orderedErrorPaths,
  splitSessionName,
  toggleSameAsPurchaser,
  type InfoContext,
} from './info-form.ts';

const TICKET = '00000000-0000-4000-8000-000000000001';
const item = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  name: 'Stalls',
  ticket: {
    id: TICKET,
    name: 'Stalls',
    category: 'Admission' as const,
    attendanceType: 'in_person' as const,
    pricingMode: 'fixed' as const,
    visibilityScope: 'public' as const,
  },
});
const question = (over: Partial<CheckoutQuestionView>): CheckoutQuestionView => ({
  id: '00000000-0000-4000-8000-000000000201',
  fieldType: 'short text',
  title: 'Dietary needs',
  content: '',
  required: true,
  onlyForTickets: [],
  position: 0,
  ...over,
});
const ctx = (over: Partial<InfoContext> = {}): InfoContext => ({
  setting: 'each-attendee',
  personal: false,
  requireEmailConfirm: true,
  questions: [],
  items: [item(1), item(2)],
  ...over,
});

describe('the information form', () => {
  it("lists no attendee for an add-on, which the server fills with the purchaser's details", () => {
    const addOn = {
      ...item(3),
      name: 'Parking',
      ticket: { ...item(3).ticket, id: '00000000-0000-4000-8000-000000000002', name: 'Parking', category: 'Add on' as const },
    };
    const c = ctx({ items: [item(1), addOn, item(2)] });
    const form = initialInfoForm(c, { user: null });
    expect(form.attendees.map((a) => a.itemId)).toEqual([item(1).id, item(2).id]);
    const filled = { ...form, buyer: { ...form.buyer, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test', emailConfirm: 'ada@x.test' } };
    const named = editAttendee(editAttendee(filled, 1, 'firstName', 'Grace'), 1, 'lastName', 'Hopper');
    expect(infoErrors(named, c, { guestFlow: false })).toEqual({});
  });

  it('splits a session name', () => {
    expect(splitSessionName({ firstName: 'Ada', name: 'Ada King Lovelace' })).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('starts with guest defaults for personal orders and the session for buyers', () => {
    const user = { firstName: 'Ada', name: 'Ada Lovelace', email: 'ada@x.test' };
    expect(initialInfoForm(ctx({ personal: true }), { user }).buyer).toMatchObject({ firstName: 'Anonymous', lastName: 'Guest', email: '' });
    expect(initialInfoForm(ctx(), { user }).buyer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' });
    expect(initialInfoForm(ctx(), { user: null }).attendees.map((a) => a.sameAsPurchaser)).toEqual([true, false]);
  });

  it("'Same as purchaser' copies, and switches off when an attendee field is edited to differ", () => {
    let form = initialInfoForm(ctx(), { user: null });
    form = { ...form, buyer: { ...form.buyer, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' } };
    expect(attendeeValues(form, form.attendees[0]!)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' });
    const same = editAttendee(form, 0, 'firstName', 'Ada');
    expect(same.attendees[0]!.sameAsPurchaser).toBe(true);
    const edited = editAttendee(form, 0, 'firstName', 'Byron');
    expect(edited.attendees[0]).toMatchObject({ sameAsPurchaser: false, firstName: 'Byron', lastName: 'Lovelace', email: 'ada@x.test' });
    expect(toggleSameAsPurchaser(edited, 0, true).attendees[0]).toMatchObject({ sameAsPurchaser: true, firstName: 'Ada' });
  });

  it('reports the spec messages after the domain rules', () => {
    const terms = question({ id: '00000000-0000-4000-8000-000000000202', fieldType: 'terms', title: 'House rules', content: 'No flash' });
    const c = ctx({ questions: [question({}), terms] });
    const form = initialInfoForm(c, { user: null });
    form.buyer = { ...form.buyer, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test', emailConfirm: 'ADA@x.test ' };
    form.attendees[1] = { ...form.attendees[1]!, firstName: 'Byron', lastName: 'Lord' };
    const errors = infoErrors(form, c, { guestFlow: false });
    expect(errors).toEqual({
      'attendeesAttributes.0.orderAnswers.00000000-0000-4000-8000-000000000201': 'This question is required',
      'attendeesAttributes.0.orderAnswers.00000000-0000-4000-8000-000000000202': 'Agree to these terms to continue.',
      'attendeesAttributes.1.orderAnswers.00000000-0000-4000-8000-000000000201': 'This question is required',
      'attendeesAttributes.1.orderAnswers.00000000-0000-4000-8000-000000000202': 'Agree to these terms to continue.',
    });
    form.buyer.emailConfirm = 'other@x.test';
    expect(infoErrors(form, c, { guestFlow: false })['buyerAttributes.emailConfirm']).toBe('Email address must match.');
  });

  it('asks the purchaser in only-buyer mode and orders errors as shown', () => {
    const c = ctx({ setting: 'only-buyer', questions: [question({})] });
    const form = initialInfoForm(c, { user: null });
    const errors = infoErrors(form, c, { guestFlow: false });
    expect(orderedErrorPaths(errors, form, c)).toEqual([
      'buyerAttributes.firstName',
      'buyerAttributes.lastName',
      'buyerAttributes.email',
      'buyerAttributes.orderAnswers.00000000-0000-4000-8000-000000000201',
    ]);
    const body = confirmBody(form, c, { guestFlow: false });
    expect(body.attendeesAttributes).toEqual([]);
    expect(body.buyerAttributes?.orderAnswers).toEqual([{ questionId: '00000000-0000-4000-8000-000000000201', answer: null }]);
  });

  it('needs nothing in a personal order and sends the note in the guest flow', () => {
    const c = ctx({ personal: true, requireEmailConfirm: false });
    const form = initialInfoForm(c, { user: null });
    expect(infoErrors(form, c, { guestFlow: true })).toEqual({});
    form.buyer.notes = ' VIP ';
    const body = confirmBody(form, c, { guestFlow: true });
    expect(body.buyerAttributes).toMatchObject({ firstName: 'Anonymous', lastName: 'Guest', email: null, notes: 'VIP' });
    expect(body.marketingConsents).toEqual({});
  });
});
