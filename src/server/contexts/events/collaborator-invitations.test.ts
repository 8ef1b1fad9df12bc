import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { eventCollaboratorInvitations, eventCollaborators, notifications } from '../../platform/db/schema/index.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const invite = (eventId: string, payload: object, p?: Person) =>
  t.app.inject({ method: 'POST', url: course(eventId, '/collaborator_invitations'), payload, headers: headers(p) });
const managed = async (eventId: string, p: Person) => (await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(p) })).json();
const tokenOf = (text: string) => /https:\/\/tickets\.example\.com\/invitations\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const accept = (token: string, p?: Person) => t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: headers(p) });

describe('event collaborators invited by e-mail', () => {
  let owner: Person, door: Person, stranger: Person;
  let eventId: string;

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Olga', lastName: 'Organizer' });
    door = await signUpUser(t.app);
    stranger = await signUpUser(t.app);
    eventId = (await makeEvent(t, owner, owner.user.id, { name: 'Harbour Lights' })).id;
    await t.db.insert(eventCollaborators).values({ eventId, profileId: door.user.id, accessSetting: 'door' });
  });

  it('invites an address without an account; the new account, once verified, accepts with the access setting', async () => {
    const res = await invite(eventId, { email: '  New.Helper@Example.com ', accessSetting: 'door_with_stats' }, owner);
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toMatchObject({ email: 'new.helper@example.com', accessSetting: 'door_with_stats', user: null, sendCount: 1 });

    const [mail] = await mailsAfterJobs(t, 'new.helper@example.com');
    expect(mail!.subject).toBe('Olga Organizer invited you to help with Harbour Lights on Ovation');
    const token = tokenOf(mail!.text);
    const [row] = await t.db.select().from(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.id, res.json().invitation.id));
    expect(row).toMatchObject({ tokenHash: sha256(token), invitedById: owner.user.id, eventId });
    expect(JSON.stringify(row)).not.toContain(token);

    // Managers see the pending invitation; a door collaborator, who sees the team, does not see addresses.
    expect((await managed(eventId, owner)).collaboratorInvitations).toEqual([res.json().invitation]);
    expect((await managed(eventId, door)).collaboratorInvitations).toEqual([]);

    const view = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(view.json()).toEqual({
      organization: expect.objectContaining({ id: owner.user.id }),
      event: { id: eventId, name: 'Harbour Lights' },
      email: 'new.helper@example.com',
      invitedBy: 'Olga Organizer',
    });

    // No right from an unverified address: the account exists but has not proved the address.
    const unverified = await signUpUser(t.app, { email: 'new.helper@example.com', verified: false });
    const refused = await accept(token, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      ...errorShape,
      message: 'Please verify your e-mail address to accept this invitation. We sent you a link.',
    });
    expect((await accept(token)).statusCode).toBe(401);
    expect((await accept(token, stranger)).json()).toMatchObject({ message: 'This invitation was sent to another e-mail address' });
    expect(await t.db.select().from(eventCollaborators).where(eq(eventCollaborators.profileId, unverified.user.id))).toEqual([]);

    await t.db.execute(`update users set email_verified_at = now() where profile_id = '${unverified.user.id}'`);
    const helper = { ...unverified };
    const accepted = await accept(token, helper);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ organization: expect.objectContaining({ id: owner.user.id }), event: { id: eventId, name: 'Harbour Lights' } });
    const [teaching] = await t.db
      .select()
      .from(eventCollaborators)
      .where(and(eq(eventCollaborators.eventId, eventId), eq(eventCollaborators.profileId, helper.user.id)));
    expect(teaching!.accessSetting).toBe('door_with_stats');
    // The new collaborator passes the gate their setting allows, and the invitation is used up.
    expect((await t.app.inject({ method: 'GET', url: course(eventId, '/registrations'), headers: headers(helper) })).statusCode).toBe(200);
    expect((await managed(eventId, owner)).collaboratorInvitations).toEqual([]);
    expect((await accept(token, helper)).statusCode).toBe(404);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice!.content).toContain('joined the team of <strong>Harbour Lights</strong>');
  });

  it('tells a verified account holder in their notifications, and resending replaces the link', async () => {
    const known = await signUpUser(t.app);
    const res = await invite(eventId, { email: known.email }, owner);
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toMatchObject({ accessSetting: 'basic', user: { id: known.user.id } });
    const [first] = await mailsAfterJobs(t, known.email);
    const oldToken = tokenOf(first!.text);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(known) })).json();
    expect(inbox.notifications[0]).toMatchObject({ link: `/invitations/${oldToken}` });

    const id = res.json().invitation.id;
    const resend = await t.app.inject({ method: 'POST', url: course(eventId, `/collaborator_invitations/${id}/resend`), headers: headers(owner) });
    expect(resend.statusCode).toBe(200);
    const mails = await mailsAfterJobs(t, known.email);
    const newToken = tokenOf(mails[1]!.text);
    expect(newToken).not.toBe(oldToken);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${oldToken}` })).statusCode).toBe(404);
    expect((await managed(eventId, owner)).collaboratorInvitations[0]).toMatchObject({ id, sendCount: 2 });

    const cancel = await t.app.inject({ method: 'DELETE', url: course(eventId, `/collaborator_invitations/${id}`), headers: headers(owner) });
    expect(cancel.statusCode).toBe(200);
    expect((await accept(newToken, known)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: course(eventId, `/collaborator_invitations/${id}`), headers: headers(owner) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad addresses, the organizer, people already on the team and a second invitation', async () => {
    const cases: [object, number, string][] = [
      [{ email: 'not-an-email' }, 422, 'Invalid email'],
      [{ email: '   ' }, 422, 'Choose a person or organization, or enter an e-mail address'],
      [{ email: owner.email }, 422, 'The organizer already manages this event'],
      [{ email: door.email }, 422, 'Already added'],
    ];
    for (const [body, status, message] of cases) {
      const res = await invite(eventId, body, owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await invite(eventId, { email: 'twice@example.com' }, owner)).statusCode).toBe(201);
    const second = await invite(eventId, { email: 'TWICE@example.com' }, owner);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ ...errorShape, message: 'An invitation was already sent to this address' });
    // Two tabs at once: one invitation, one e-mail.
    const both = await Promise.all([invite(eventId, { email: 'race@example.com' }, owner), invite(eventId, { email: 'race@example.com' }, owner)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.email, 'race@example.com'))).toHaveLength(1);
  });

  it('lets only those who manage the team invite, resend or cancel', async () => {
    const res = await invite(eventId, { email: 'gated@example.com' }, owner);
    const id = res.json().invitation.id;
    for (const p of [undefined, stranger, door]) {
      expect((await invite(eventId, { email: 'other@example.com' }, p)).statusCode).toBeOneOf([401, 403, 404]);
      const resend = await t.app.inject({ method: 'POST', url: course(eventId, `/collaborator_invitations/${id}/resend`), headers: headers(p) });
      expect(resend.statusCode).toBeOneOf([401, 403, 404]);
      const cancel = await t.app.inject({ method: 'DELETE', url: course(eventId, `/collaborator_invitations/${id}`), headers: headers(p) });
      expect(cancel.statusCode).toBeOneOf([401, 403, 404]);
    }
    // Another event's manager cannot reach this invitation through their own event.
    const otherEvent = (await makeEvent(t, stranger, stranger.user.id, { name: 'Elsewhere' })).id;
    const cross = await t.app.inject({ method: 'DELETE', url: course(otherEvent, `/collaborator_invitations/${id}`), headers: headers(stranger) });
    expect(cross.statusCode).toBe(404);
    expect(await t.db.select().from(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.id, id))).toHaveLength(1);
  });
});

describe('event collaborator invitation re-sends', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '1' });

  it('sends one invitation at most 3 more times a day (per invitation: another one still goes)', async () => {
    const owner = await signUpUser(limited.app);
    const eventId = (await makeEvent(limited, owner, owner.user.id, { name: 'Resend Night' })).id;
    const inviteOn = async (email: string) => {
      const res = await limited.app.inject({
        method: 'POST',
        url: course(eventId, '/collaborator_invitations'),
        payload: { email },
        headers: headers(owner),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().invitation.id as string;
    };
    const resend = (id: string) =>
      limited.app.inject({ method: 'POST', url: course(eventId, `/collaborator_invitations/${id}/resend`), headers: headers(owner) });
    const first = await inviteOn('again@example.com');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await resend(first)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await resend(await inviteOn('other@example.com'))).statusCode).toBe(200);
  });
});
