import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_LABEL } from '../../../contracts/payments.ts';
import { affiliations, eventOccurrences, orders, payouts, profiles, terminalReaders } from '../../platform/db/schema/index.ts';
import { StripeProvider } from '../../platform/payments/stripe.ts';
import { startStripeFake, stripeTestEnv, type StripeFake } from '../../platform/payments/stripe-fake.ts';
import { addMember, createSchool, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { createTestApp, signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_PAYOUTS_QUEUE } from '../../platform/jobs/catalog.ts';
import { locationProblems, maskAccountId, previousUtcDay, providerFee } from '../../../domain/payouts.ts';
import { loadDemoPayouts } from './demo-payouts.ts';
import { runSandboxPayouts } from './sandbox-payouts.service.ts';

const PAYOUTS = '/api/v1/profile_management/payouts';
const CONNECT = '/api/v1/profile_management/stripe/connect';
const DISCONNECT = '/api/v1/profile_management/stripe/disconnect';
const LOCATIONS = '/api/v1/profile_management/locations';
const TERMINALS = '/api/v1/stripe_terminals';

const venue = {
  name: 'Lovelace Hall',
  address: '350 Fifth Avenue',
  apartment: 'Suite 100',
  city: 'New York',
  state: 'New York',
  stateCode: 'NY',
  zipcode: '10118',
  lat: 40.7484,
  long: -73.9857,
  country: 'US',
};

describe('locationProblems', () => {
  const body = (over: Record<string, unknown> = {}) => ({ ownerId: '00000000-0000-4000-8000-000000000000', ...venue, ...over });
  it.each([
    [{}, null],
    [{ address: '12B Analytical Row' }, null],
    [{ address: '350-352 Fifth Ave' }, null],
    [{ lat: null, long: null }, null],
    [{ name: '' }, { message: 'Please fill in all the fields to save', fieldErrors: { name: 'this field is required' } }],
    [{ apartment: ' ' }, { message: 'Please fill in all the fields to save', fieldErrors: { apartment: 'this field is required' } }],
    [{ address: '' }, { message: 'Please fill in all the fields to save', fieldErrors: { address: 'Please enter a valid address' } }],
    [
      { address: 'Fifth Avenue' },
      { message: 'Please enter a more specific address', fieldErrors: { address: 'Please enter a more specific address' } },
    ],
    [{ address: '350' }, { message: 'Please enter a more specific address', fieldErrors: { address: 'Please enter a more specific address' } }],
    [
      { zipcode: '' },
      {
        message: 'Please fill in all the fields to save',
        fieldErrors: { address: 'Please enter a more specific address', zipcode: 'Please enter a more specific address' },
      },
    ],
    [{ lat: 123 }, { message: 'Please enter a valid address', fieldErrors: { address: 'Please enter a valid address' } }],
    [{ country: 'GB' }, { message: 'Please enter a valid address', fieldErrors: { country: 'Please enter a valid address' } }],
  ])('%j -> %j', (over, expected) => {
    expect(locationProblems(body(over))).toEqual(expected);
  });
});

describe('payout helpers', () => {
  it('masks account ids', () => {
    expect(maskAccountId('acct_1QxYz9Q4bC2dEf3G')).toBe('acct_…Ef3G');
    expect(maskAccountId('acct_sandbox_0123456789abcdef')).toBe('acct_…cdef');
    expect(maskAccountId(null)).toBeNull();
  });

  it('computes the provider fee per currency', () => {
    expect(providerFee(5338, 'usd')).toBe(155 + 30);
    expect(providerFee(2000, 'gbp')).toBe(30 + 20);
    expect(providerFee(10000, 'jpy')).toBe(360);
    expect(providerFee(0, 'usd')).toBe(0);
  });
});

describe('payouts settings (sandbox)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://ovation.test' });
  let ada: Person; // owner of the organization
  let grace: Person; // member, read-only
  let bob: Person; // organization admin
  let root: Person; // site admin
  let eve: Person; // nobody's
  let org: { id: string; username: string };

  beforeAll(async () => {
    [ada, grace, bob, root, eve] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
    org = await createSchool(t, ada, 'Lovelace Hall', `hall-${Date.now().toString(36)}`);
    await addMember(t, org.id, grace.user.id);
    await t.db.insert(affiliations).values({ organizationId: org.id, userId: bob.user.id, admin: true });
    await makeAdmin(t, root.user.id);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Person, payload?: object) =>
    t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
  const accountOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.paymentAccountId;

  it('shows a profile that is not connected yet, with the currencies and their provider fees', async () => {
    const res = await call('GET', `${PAYOUTS}?ownerId=${org.id}`, ada);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      connected: false,
      account: null,
      provider: 'sandbox',
      testMode: true,
      label: SANDBOX_LABEL,
      currency: 'usd',
      readers: [],
      canEdit: true,
    });
    expect(body.currencies).toHaveLength(11);
    expect(body.currencies).toContainEqual({ currency: 'usd', name: 'US Dollar', symbol: '$', stripeFeeCash: 30, stripeFeePercentage: 2.9 });
    expect(body.currencies).toContainEqual({ currency: 'jpy', name: 'Japanese Yen', symbol: '¥', stripeFeeCash: 0, stripeFeePercentage: 3.6 });
  });

  it('lets the management gate read and only editors change', async () => {
    for (const [who, status, canEdit] of [
      [ada, 200, true],
      [bob, 200, true],
      [grace, 200, false],
      [root, 200, true],
      [eve, 403, null],
      [undefined, 401, null],
    ] as const) {
      const res = await call('GET', `${PAYOUTS}?ownerId=${org.id}`, who);
      expect(res.statusCode, `${who?.user.username}`).toBe(status);
      if (canEdit !== null) expect(res.json().canEdit).toBe(canEdit);
    }
    // A person's own payouts.
    expect((await call('GET', `${PAYOUTS}?ownerId=${eve.user.id}`, eve)).statusCode).toBe(200);
    expect((await call('GET', `${PAYOUTS}?ownerId=${eve.user.id}`, ada)).statusCode).toBe(403);
    expect((await call('GET', `${PAYOUTS}?ownerId=00000000-0000-4000-8000-000000000000`, root)).statusCode).toBe(404);
    expect((await call('GET', `${PAYOUTS}?ownerId=nope`, ada)).statusCode).toBe(422);

    for (const who of [grace, eve]) {
      expect((await call('POST', `${CONNECT}?ownerId=${org.id}`, who)).statusCode).toBe(403);
      expect((await call('PATCH', `${DISCONNECT}?ownerId=${org.id}`, who)).statusCode).toBe(403);
      expect((await call('PATCH', `${PAYOUTS}?ownerId=${org.id}`, who, { currency: 'eur' })).statusCode).toBe(403);
      expect((await call('POST', LOCATIONS, who, { ownerId: org.id, ...venue })).statusCode).toBe(403);
      expect(
        (await call('POST', TERMINALS, who, { ownerId: org.id, name: 'Door', locationId: org.id, pairingCode: 'simulated-wpe' })).statusCode,
      ).toBe(403);
    }
    expect((await call('POST', `${CONNECT}?ownerId=${org.id}`)).statusCode).toBe(401);
    expect(await accountOf(org.id)).toBeNull();
  });

  it('refuses a card reader location before payouts are connected', async () => {
    const res = await call('POST', LOCATIONS, ada, { ownerId: org.id, ...venue });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Connect Stripe before adding a card reader');
  });

  it('connects the sandbox at once and never shows the account id', async () => {
    const res = await call('POST', `${CONNECT}?ownerId=${org.id}`, bob);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ connected: true, onboardingUrl: null, message: 'Stripe connected successfully' });
    const accountId = await accountOf(org.id);
    expect(accountId).toMatch(/^acct_sandbox_/);
    const read = await call('GET', `${PAYOUTS}?ownerId=${org.id}`, grace);
    expect(read.json()).toMatchObject({ connected: true, account: `acct_…${accountId!.slice(-4)}` });
    expect(read.body).not.toContain(accountId!);
    // Connecting again keeps the account.
    expect((await call('POST', `${CONNECT}?ownerId=${org.id}`, ada)).json().connected).toBe(true);
    expect(await accountOf(org.id)).toBe(accountId);
  });

  it('changes the payout currency', async () => {
    const res = await call('PATCH', `${PAYOUTS}?ownerId=${org.id}`, ada, { currency: 'gbp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currency: 'gbp', message: 'Payout settings updated successfully' });
    const bad = await call('PATCH', `${PAYOUTS}?ownerId=${org.id}`, ada, { currency: 'xyz' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Failed to update payout settings',
      fieldErrors: { currency: 'Failed to update payout settings' },
    });
    expect((await call('PATCH', `${PAYOUTS}?ownerId=${org.id}`, ada, {})).statusCode).toBe(422);
    expect((await call('GET', `${PAYOUTS}?ownerId=${org.id}`, ada)).json().currency).toBe('gbp');
  });

  it('checks a location with the spec messages', async () => {
    const empty = await call('POST', LOCATIONS, ada, { ownerId: org.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Please fill in all the fields to save',
      fieldErrors: {
        name: 'this field is required',
        apartment: 'this field is required',
        address: 'Please enter a valid address',
        city: 'Please enter a more specific address',
        state: 'Please enter a more specific address',
        stateCode: 'Please enter a more specific address',
        zipcode: 'Please enter a more specific address',
      },
    });
    const vague = await call('POST', LOCATIONS, ada, { ownerId: org.id, ...venue, address: 'Fifth Avenue' });
    expect(vague.json()).toMatchObject({
      message: 'Please enter a more specific address',
      fieldErrors: { address: 'Please enter a more specific address' },
    });
    const nowhere = await call('POST', LOCATIONS, ada, { ownerId: org.id, ...venue, long: 500 });
    expect(nowhere.json()).toMatchObject({ message: 'Please enter a valid address' });
    expect((await call('POST', LOCATIONS, ada, { ...venue })).statusCode).toBe(422);
  });

  let locationId: string;
  let readerId: string;

  it('saves a location and registers a simulated reader with any pairing code', async () => {
    const loc = await call('POST', LOCATIONS, ada, { ownerId: org.id, ...venue, stateCode: 'ny' });
    expect(loc.statusCode, loc.body).toBe(201);
    expect(loc.json()).toEqual({
      location: { id: expect.any(String), ...venue, stateCode: 'NY' },
      message: 'Location saved successfully',
    });
    locationId = loc.json().location.id;

    const res = await call('POST', TERMINALS, bob, { ownerId: org.id, name: 'Front door', locationId, pairingCode: 'sepia-cerulean-aqua' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      reader: {
        id: expect.any(String),
        name: 'Front door',
        stripeReaderId: expect.stringMatching(/^tmr_sandbox_/),
        stripeSerialNumber: expect.stringMatching(/^SANDBOX-/),
        locationId,
        locationName: 'Lovelace Hall',
      },
      message: 'Card reader added successfully',
    });
    readerId = res.json().reader.id;
    const read = await call('GET', `${PAYOUTS}?ownerId=${org.id}`, grace);
    expect(read.json().readers).toEqual([res.json().reader]);
  });

  it('checks a card reader with the spec messages', async () => {
    const empty = await call('POST', TERMINALS, ada, { ownerId: org.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Please fill in all the fields to save',
      fieldErrors: {
        name: 'Please enter a card reader name',
        pairingCode: 'Please enter a valid pairing code',
        locationId: 'Please enter a valid address',
      },
    });
    const badCode = await call('POST', TERMINALS, ada, { ownerId: org.id, name: 'Bar', locationId, pairingCode: 'not a code!' });
    expect(badCode.json()).toMatchObject({
      message: 'Please enter a valid pairing code',
      fieldErrors: { pairingCode: 'Please enter a valid pairing code' },
    });
    const noName = await call('POST', TERMINALS, ada, { ownerId: org.id, name: '  ', locationId, pairingCode: 'simulated-wpe' });
    expect(noName.json()).toMatchObject({
      message: 'Please fill in all the fields to save',
      fieldErrors: { name: 'Please enter a card reader name' },
    });
    // Somebody else's location is no address of this owner.
    const other = await call('POST', LOCATIONS, eve, { ownerId: eve.user.id, ...venue });
    expect(other.statusCode).toBe(409);
    await call('POST', `${CONNECT}?ownerId=${eve.user.id}`, eve);
    const eveLocation = (await call('POST', LOCATIONS, eve, { ownerId: eve.user.id, ...venue })).json().location.id;
    const foreign = await call('POST', TERMINALS, ada, { ownerId: org.id, name: 'Bar', locationId: eveLocation, pairingCode: 'simulated-wpe' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Please enter a valid address');
    expect(await t.db.select().from(terminalReaders).where(eq(terminalReaders.ownerId, org.id))).toHaveLength(1);
  });

  it('removes a card reader', async () => {
    expect((await call('DELETE', `${TERMINALS}/${readerId}?ownerId=${org.id}`, grace)).statusCode).toBe(403);
    expect((await call('DELETE', `${TERMINALS}/${readerId}?ownerId=${eve.user.id}`, eve)).statusCode).toBe(404);
    const res = await call('DELETE', `${TERMINALS}/${readerId}?ownerId=${org.id}`, root);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Card reader removed successfully' });
    expect((await call('DELETE', `${TERMINALS}/${readerId}?ownerId=${org.id}`, ada)).statusCode).toBe(404);
    expect((await call('GET', `${PAYOUTS}?ownerId=${org.id}`, ada)).json().readers).toEqual([]);
  });

  it('disconnects, after which readers cannot be added', async () => {
    const res = await call('PATCH', `${DISCONNECT}?ownerId=${org.id}`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: false, message: 'Stripe disconnected successfully' });
    expect(await accountOf(org.id)).toBeNull();
    const add = await call('POST', TERMINALS, ada, { ownerId: org.id, name: 'Bar', locationId, pairingCode: 'simulated-wpe' });
    expect(add.statusCode).toBe(409);
    expect((await call('GET', `${PAYOUTS}?ownerId=${org.id}`, ada)).json()).toMatchObject({ connected: false, account: null });
  });

  it('follows the onboarding link: the sandbox connects and returns to the payouts tab', async () => {
    const url = `/stripe/onboarding?owner_uuid=${org.id}&owner_type=school`;
    const signedOut = await call('GET', url);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/auth?redirect_to=${encodeURIComponent(url)}`);
    expect((await call('GET', url, grace)).statusCode).toBe(403);
    const res = await call('GET', url, ada);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://ovation.test/manage/${org.username}/settings/payouts`);
    expect(await accountOf(org.id)).toMatch(/^acct_sandbox_/);
    expect((await call('GET', '/stripe/onboarding?owner_uuid=x', ada)).statusCode).toBe(422);
  });

  it('pages and sorts the payout history', async () => {
    const base = Date.UTC(2026, 0, 1);
    await t.db.insert(payouts).values(
      Array.from({ length: 13 }, (_, i) => ({
        ownerId: org.id,
        amount: 1000 + ((i * 7919) % 13) * 100,
        currency: 'gbp',
        paidAt: new Date(base + i * 86_400_000),
        providerPayoutId: `po_test_${i}`,
      })),
    );
    const page1 = await call('GET', `${PAYOUTS}/history?ownerId=${org.id}`, grace);
    expect(page1.statusCode).toBe(200);
    const one = page1.json();
    expect(one).toMatchObject({ page: 1, perPage: 10, totalCount: 13 });
    expect(one.data).toHaveLength(10);
    expect(one.data[0]).toEqual({
      id: expect.any(String),
      paidAt: new Date(base + 12 * 86_400_000).toISOString(),
      amount: expect.any(Number),
      currency: 'gbp',
    });
    const dates = one.data.map((r: { paidAt: string }) => r.paidAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const page2 = (await call('GET', `${PAYOUTS}/history?ownerId=${org.id}&page=2`, ada)).json();
    expect(page2.data).toHaveLength(3);
    expect(page2.data.at(-1).paidAt).toBe(new Date(base).toISOString());

    const byAmount = (await call('GET', `${PAYOUTS}/history?ownerId=${org.id}&sort=amount&direction=asc`, ada)).json();
    const amounts = byAmount.data.map((r: { amount: number }) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBe(1000);

    expect((await call('GET', `${PAYOUTS}/history?ownerId=${org.id}&sort=name`, ada)).statusCode).toBe(422);
    expect((await call('GET', `${PAYOUTS}/history?ownerId=${org.id}&page=0`, ada)).statusCode).toBe(422);
    expect((await call('GET', `${PAYOUTS}/history?ownerId=${org.id}`, eve)).statusCode).toBe(403);
    expect((await call('GET', `${PAYOUTS}/history?ownerId=${org.id}`)).statusCode).toBe(401);
    const empty = (await call('GET', `${PAYOUTS}/history?ownerId=${eve.user.id}`, eve)).json();
    expect(empty).toEqual({ data: [], page: 1, perPage: 10, totalCount: 0 });
  });

  describe('the daily sandbox payout', () => {
    let occurrence: { eventId: string; id: string };
    const day = new Date(Date.UTC(2026, 2, 10));
    const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000);
    const order = (ownerId: string, over: Partial<typeof orders.$inferInsert>) => ({
      eventId: occurrence.eventId,
      occurrenceId: occurrence.id,
      ownerId,
      holdExpiresAt: at(0),
      currency: 'usd',
      status: 'completed' as const,
      paymentMethod: 'card' as const,
      ...over,
    });

    beforeAll(async () => {
      const event = await makeEvent(t, ada, ada.user.id, { publish: false });
      const [o] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
      occurrence = { eventId: event.id, id: o!.id };
    });

    it('pays each connected owner the net of the day per currency, once', async () => {
      const connected = await signUpUser(t.app);
      const unconnected = await signUpUser(t.app);
      await t.db.update(profiles).set({ paymentAccountId: 'acct_sandbox_x1' }).where(eq(profiles.id, connected.user.id));
      const owner = connected.user.id;
      await t.db.insert(orders).values([
        order(owner, { total: 5338, feeTotal: 207, completedAt: at(1) }),
        order(owner, { total: 2669, feeTotal: 104, completedAt: at(23.5), paymentMethod: 'terminal', status: 'transferred' }),
        order(owner, { total: 2000, feeTotal: 90, completedAt: at(12), currency: 'gbp' }),
        // Not counted: another day, free, cash, not completed, or a net of nothing.
        order(owner, { total: 9999, feeTotal: 100, completedAt: at(24) }),
        order(owner, { total: 9999, feeTotal: 100, completedAt: at(-1) }),
        order(owner, { total: 0, feeTotal: 0, completedAt: at(2), paymentMethod: 'free' }),
        order(owner, { total: 5000, feeTotal: 0, completedAt: at(2), paymentMethod: 'cash' }),
        order(owner, { total: 5000, feeTotal: 100, completedAt: at(2), status: 'canceled' }),
        order(owner, { total: 20, feeTotal: 0, completedAt: at(3), currency: 'eur' }),
        order(unconnected.user.id, { total: 5000, feeTotal: 100, completedAt: at(2) }),
      ]);
      expect(await runSandboxPayouts(t.db, at(5), at(27))).toBe(2);
      const rows = await t.db.select().from(payouts).where(eq(payouts.ownerId, owner));
      const usd = 5338 - 207 - (155 + 30) + (2669 - 104 - (77 + 30));
      const gbp = 2000 - 90 - (30 + 20);
      expect(rows.map((r) => [r.currency, r.amount]).sort()).toEqual([
        ['gbp', gbp],
        ['usd', usd],
      ]);
      expect(rows[0]!.paidAt.toISOString()).toBe(at(27).toISOString());
      expect(await runSandboxPayouts(t.db, day)).toBe(0);
      expect(await t.db.select().from(payouts).where(eq(payouts.ownerId, owner))).toHaveLength(2);
      expect(await t.db.select().from(payouts).where(eq(payouts.ownerId, unconnected.user.id))).toHaveLength(0);
    });

    it('runs from its pg-boss queue for the previous day', async () => {
      const connected = await signUpUser(t.app);
      await t.db.update(profiles).set({ paymentAccountId: 'acct_sandbox_x2' }).where(eq(profiles.id, connected.user.id));
      const yesterday = new Date(previousUtcDay().getTime() + 3_600_000);
      await t.db.insert(orders).values(order(connected.user.id, { total: 10_000, feeTotal: 169, completedAt: yesterday }));
      expect(await t.jobs.runScheduled(SANDBOX_PAYOUTS_QUEUE)).toBe(1);
      const rows = await t.db.select().from(payouts).where(eq(payouts.ownerId, connected.user.id));
      expect(rows.map((r) => r.amount)).toEqual([10_000 - 169 - (290 + 30)]);
    });
  });

  it('loads demo payouts for Lovelace Hall once', async () => {
    await t.db.update(profiles).set({ username: 'lovelace-hall' }).where(eq(profiles.id, org.id));
    const before = (await t.db.select().from(payouts).where(eq(payouts.ownerId, org.id))).length;
    await t.db.delete(payouts).where(eq(payouts.ownerId, org.id));
    await loadDemoPayouts(t.db);
    await loadDemoPayouts(t.db);
    const rows = await t.db.select().from(payouts).where(eq(payouts.ownerId, org.id));
    expect(before).toBeGreaterThan(0);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.currency === 'gbp' && r.amount > 0 && r.paidAt < new Date())).toBe(true);
  });
});

describe('payouts settings with Stripe', () => {
  let t: TestApp;
  let fake: StripeFake;
  let ada: Person;
  let org: { id: string; username: string };

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp(stripeTestEnv(fake, { PUBLIC_URL: 'https://ovation.test' }));
    ada = await signUpUser(t.app);
    org = await createSchool(t, ada, 'Lovelace Hall', `hall-${Date.now().toString(36)}`);
    await t.db.update(profiles).set({ publicEmail: 'hello@lovelace.test' }).where(eq(profiles.id, org.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers(ada), ...(payload ? { payload } : {}) });

  it('opens an Express account and answers with the onboarding link', async () => {
    expect(t.runtime.payments).toBeInstanceOf(StripeProvider);
    const res = await call('POST', `${CONNECT}?ownerId=${org.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      connected: true,
      onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1QxYz9Q4bC2dEf3G/Wq4Rz8Kt2Lm6',
      message: null,
    });
    const [account, link] = fake.requests;
    expect(account).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      params: { type: 'express', country: 'US', email: 'hello@lovelace.test', 'metadata[ownerId]': org.id },
    });
    expect(link!.params).toEqual({
      account: 'acct_1QxYz9Q4bC2dEf3G',
      type: 'account_onboarding',
      return_url: `https://ovation.test/manage/${org.username}/settings/payouts`,
      refresh_url: `https://ovation.test/stripe/onboarding?owner_uuid=${org.id}&owner_type=school`,
    });

    const read = await call('GET', `${PAYOUTS}?ownerId=${org.id}`);
    expect(read.json()).toMatchObject({ connected: true, account: 'acct_…Ef3G', provider: 'stripe', testMode: true, label: null });
    expect(read.body).not.toContain('acct_1QxYz9Q4bC2dEf3G');

    // A second visit (an expired link) gets a fresh link for the same account.
    fake.requests.length = 0;
    const again = await call('GET', `/stripe/onboarding?owner_uuid=${org.id}&owner_type=school`);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('https://connect.stripe.com/setup/e/acct_1QxYz9Q4bC2dEf3G/Wq4Rz8Kt2Lm6');
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/account_links']);
  });

  it('registers a Terminal location and reader at Stripe', async () => {
    fake.requests.length = 0;
    const loc = await call('POST', LOCATIONS, { ownerId: org.id, ...venue });
    expect(loc.statusCode, loc.body).toBe(201);
    expect(fake.last()).toMatchObject({
      path: '/v1/terminal/locations',
      params: {
        display_name: 'Lovelace Hall',
        'address[line1]': '350 Fifth Avenue',
        'address[state]': 'NY',
        'metadata[accountId]': 'acct_1QxYz9Q4bC2dEf3G',
      },
    });
    const locationId = loc.json().location.id;

    const res = await call('POST', TERMINALS, { ownerId: org.id, name: 'Front door', locationId, pairingCode: 'simulated-wpe' });
    expect(res.statusCode, res.body).toBe(201);
    expect(fake.last()).toMatchObject({
      path: '/v1/terminal/readers',
      params: { registration_code: 'simulated-wpe', label: 'Front door', location: 'tml_FBakvEzMBf0ylq' },
    });
    expect(res.json().reader).toMatchObject({ stripeReaderId: 'tmr_FBakx4bUYb0Xb1', stripeSerialNumber: '259cd19c-b902-4730-96a1-09183be6e7f7' });

    fake.route({ method: 'POST', path: '/v1/terminal/readers', reply: 'error_registration_code', status: 400 });
    const refused = await call('POST', TERMINALS, { ownerId: org.id, name: 'Bar', locationId, pairingCode: 'wrong-code' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Please enter a valid pairing code',
      fieldErrors: { pairingCode: 'Please enter a valid pairing code' },
    });

    fake.route({
      method: 'POST',
      path: '/v1/terminal/readers',
      reply: { error: { type: 'api_error', message: 'An unknown error occurred' } },
      status: 500,
    });
    const down = await call('POST', TERMINALS, { ownerId: org.id, name: 'Bar', locationId, pairingCode: 'simulated-wpe' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('Failed to add card reader');

    const remove = await call('DELETE', `${TERMINALS}/${res.json().reader.id}?ownerId=${org.id}`);
    expect(remove.statusCode).toBe(200);
    expect(fake.last()).toMatchObject({ method: 'DELETE', path: '/v1/terminal/readers/tmr_FBakx4bUYb0Xb1' });
  });

  it('answers 503 with the message when Stripe fails to connect', async () => {
    const other = await signUpUser(t.app);
    fake.route({ method: 'POST', path: '/v1/accounts', reply: { error: { type: 'api_error', message: 'An unknown error occurred' } }, status: 500 });
    const res = await t.app.inject({ method: 'POST', url: `${CONNECT}?ownerId=${other.user.id}`, headers: headers(other) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Failed to connect Stripe');
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, other.user.id));
    expect(row!.paymentAccountId).toBeNull();
  });
});
