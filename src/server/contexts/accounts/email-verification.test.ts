import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.ts';
import { emailVerifications, mailOutbox, users } from '../../platform/db/schema/index.ts';
import { signUpUser, useTestApp, verificationTokens, type TestApp } from '../../testing/test-app.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const verify = (t: TestApp, token: string, p?: Person) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify_email', payload: { token }, headers: headers(p) });
const resend = (t: TestApp, p?: Person) => t.app.inject({ method: 'POST', url: '/api/v1/auth/resend_verification', headers: headers(p) });
const session = async (t: TestApp, p: Person) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: headers(p) })).json().user;

describe('e-mail verification', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

  it('mails a link on sign-up (only its digest is stored, for 24 hours); the account starts unverified', async () => {
    const before = Date.now();
    const person = await signUpUser(t.app, { verified: false });
    expect(person.user.emailVerified).toBe(false);
    expect((await session(t, person)).emailVerified).toBe(false);
    const [token] = await verificationTokens(t, person.email);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail!.html).toContain(`https://tickets.example.com/verify-email/${token}`);
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, person.user.id));
    expect(row).toMatchObject({ email: person.email, tokenHash: sha256(token!), usedAt: null });
    expect(row!.tokenHash).not.toContain(token!);
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThan(24 * 3_600_000 + 60_000);
  });

  it('verifies once, signed out too, without signing anyone in', async () => {
    const person = await signUpUser(t.app, { verified: false });
    const [token] = await verificationTokens(t, person.email);
    const res = await verify(t, token!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await session(t, person)).emailVerified).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.profileId, person.user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verify(t, token!, person);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ...errorShape, message: VERIFY_EMAIL_MESSAGES.used });
  });

  it('answers the refreshed session user when the account itself verifies', async () => {
    const person = await signUpUser(t.app, { verified: false });
    const [token] = await verificationTokens(t, person.email);
    const res = await verify(t, token!, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: person.user.id, email: person.email, emailVerified: true });
  });

  it('refuses unknown, expired and re-addressed links with a clear 4xx', async () => {
    const unknown = await verify(t, 'not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ ...errorShape, message: VERIFY_EMAIL_MESSAGES.unknown });
    expect((await verify(t, '')).statusCode).toBe(422);

    const late = await signUpUser(t.app, { verified: false });
    const [lateToken] = await verificationTokens(t, late.email);
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, late.user.id));
    const expired = await verify(t, lateToken!);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ ...errorShape, message: VERIFY_EMAIL_MESSAGES.expired });
    expect((await session(t, late)).emailVerified).toBe(false);

    const moved = await signUpUser(t.app, { verified: false });
    const [movedToken] = await verificationTokens(t, moved.email);
    await t.db
      .update(users)
      .set({ email: `moved-${moved.email}` })
      .where(eq(users.profileId, moved.user.id));
    const changed = await verify(t, movedToken!);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ ...errorShape, message: VERIFY_EMAIL_MESSAGES.emailChanged });
    expect((await session(t, moved)).emailVerified).toBe(false);
  });

  it('resends a new link to the signed-in account; both links work until one is used', async () => {
    expect((await resend(t)).statusCode).toBe(401);
    const person = await signUpUser(t.app, { verified: false });
    const res = await resend(t, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: person.email });
    const [first, second] = await verificationTokens(t, person.email);
    expect(first).not.toBe(second);
    expect((await verify(t, second!)).statusCode).toBe(200);
    const done = await resend(t, person);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ message: VERIFY_EMAIL_MESSAGES.alreadyVerified });
  });

  it('marks test accounts verified unless asked not to', async () => {
    const person = await signUpUser(t.app);
    expect(person.user.emailVerified).toBe(true);
    expect((await session(t, person)).emailVerified).toBe(true);
  });
});

describe('verification e-mail rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_SCALE: '1' });

  it('allows a few links an hour per account, then answers 429', async () => {
    const person = await signUpUser(t.app, { verified: false });
    for (let i = 0; i < 5; i++) expect((await resend(t, person)).statusCode).toBe(200);
    const limited = await resend(t, person);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ...errorShape, code: 'rate_limited' });
    // Counted per account: another account is not affected.
    expect((await resend(t, await signUpUser(t.app, { verified: false }))).statusCode).toBe(200);
  });
});
