import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createSchool, errorShape, headers, makeAdmin, type Person } from '../../testing/events.ts';
import { affiliations, collaboratorInvitations, notifications, profiles } from '../../platform/db/schema/index.ts';
import { queuedMailsTo } from '../../testing/mail-jobs.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const team = (ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profile_management/affiliations?ownerId=${ownerId}`, headers: headers(p) });
const add = (payload: object, p?: Person) =>
  t.app.inject({ method: 'POST', url: '/api/v1/profile_management/affiliations', payload, headers: headers(p) });

const tokenOf = (text: string) => /https:\/\/tickets\.example\.com\/invitations\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('invitation round trip', () => {
  let owner: Person, invitee: Person, stranger: Person;
  let school: { id: string; username: string; name: string };

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Olivia', lastName: 'Owner' });
    invitee = await signUpUser(t.app, { firstName: 'Ivan', lastName: 'Invitee' });
    stranger = await signUpUser(t.app);
    school = await createSchool(t, owner, 'Round Trip Hall', 'round-trip-hall');
  });

  it('invites an existing user: e-mail through the queue, notification, accept, membership', async () => {
    const res = await add({ ownerId: school.id, userId: invitee.user.id, admin: true, receiveNotifications: true }, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invitation).toEqual({
      id: expect.any(String),
      email: invitee.email,
      admin: true,
      receiveNotifications: true,
      hidden: false,
      user: { id: invitee.user.id, type: 'user', username: invitee.user.username, name: 'Ivan Invitee', avatar: null },
      createdAt: expect.any(String),
    });

    const [mail] = await mailsAfterJobs(t, invitee.email);
    expect(mail!.subject).toBe('Olivia Owner invited you to join Round Trip Hall on Ovation');
    const token = tokenOf(mail!.text);
    expect(mail!.html).toContain(`https://tickets.example.com/invitations/${token}`);
    const [row] = await t.db.select().from(collaboratorInvitations).where(eq(collaboratorInvitations.id, res.json().invitation.id));
    expect(row).toMatchObject({ tokenHash: sha256(token), invitedById: owner.user.id, sendCount: 1, admin: true });
    expect(JSON.stringify(row)).not.toContain(token);

    const inbox = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(invitee) });
    expect(inbox.json().notifications[0]).toMatchObject({
      content: '<strong>Olivia Owner</strong> invited you to join <strong>Round Trip Hall</strong>',
      link: `/invitations/${token}`,
      user: { name: 'Olivia Owner' },
      read: false,
    });

    const listed = (await team(school.id, owner)).json();
    expect(listed.collaboratorInvitations).toEqual([res.json().invitation]);

    const view = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      organization: { id: school.id, type: 'school', username: 'round-trip-hall', name: 'Round Trip Hall', avatar: null },
      email: invitee.email,
      invitedBy: 'Olivia Owner',
    });

    const accept = (p?: Person) => t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: headers(p) });
    expect((await accept()).statusCode).toBe(401);
    const wrong = await accept(stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ ...errorShape, message: 'This invitation was sent to another e-mail address' });

    const accepted = await accept(invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ organization: expect.objectContaining({ id: school.id, username: 'round-trip-hall' }) });

    const after = (await team(school.id, owner)).json();
    expect(after.collaboratorInvitations).toEqual([]);
    expect(after.affiliations.map((a: { user: { id: string }; owner: boolean; admin: boolean }) => [a.user.id, a.owner, a.admin])).toEqual([
      [owner.user.id, true, true],
      [invitee.user.id, false, true],
    ]);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: headers(invitee) });
    expect(session.json().user.managedOrganizations).toContain(school.id);
    expect(session.json().user.organizations).toEqual([expect.objectContaining({ id: school.id })]);
    // The new member now passes the gate.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manage/round-trip-hall', headers: headers(invitee) })).json().access).toBe(
      'organization_member',
    );

    const ownerInbox = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: headers(owner) })).json();
    expect(ownerInbox.notifications[0]).toMatchObject({
      content: '<strong>Ivan Invitee</strong> joined <strong>Round Trip Hall</strong>',
      link: '/manage/round-trip-hall/settings/team',
    });

    expect((await accept(invitee)).statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ ...errorShape, message: 'This invitation is no longer valid' });
  });

  it('invites an e-mail without an account; it shows the account once one signs up with it', async () => {
    const res = await add({ ownerId: school.id, email: '  Future.Person@Example.com ' }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitation).toMatchObject({ email: 'future.person@example.com', user: null, admin: false });
    const [mail] = await mailsAfterJobs(t, 'future.person@example.com');
    const token = tokenOf(mail!.text);
    const later = await signUpUser(t.app, { email: 'future.person@example.com' });
    const listed = (await team(school.id, owner)).json();
    expect(listed.collaboratorInvitations[0]).toMatchObject({ email: 'future.person@example.com', user: { id: later.user.id } });
    const accepted = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${token}/accept`, headers: headers(later) });
    expect(accepted.statusCode).toBe(200);
  });

  it('resends with a new link and cancels', async () => {
    const res = await add({ ownerId: school.id, email: 'resend-me@example.com' }, owner);
    const id = res.json().invitation.id;
    const [first] = await mailsAfterJobs(t, 'resend-me@example.com');
    const oldToken = tokenOf(first!.text);
    const resend = (ownerId: string, p?: Person) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/profile_management/collaborator_invitations/${id}/resend?ownerId=${ownerId}`,
        headers: headers(p),
      });
    const again = await resend(school.id, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    const mails = await mailsAfterJobs(t, 'resend-me@example.com');
    const newToken = tokenOf(mails[1]!.text);
    expect(newToken).not.toBe(oldToken);
    const [row] = await t.db.select().from(collaboratorInvitations).where(eq(collaboratorInvitations.id, id));
    expect(row).toMatchObject({ sendCount: 2, tokenHash: sha256(newToken) });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${oldToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${newToken}` })).statusCode).toBe(200);

    // The invitation must belong to ownerId.
    const elsewhere = await createSchool(t, stranger, 'Elsewhere', 'elsewhere-org');
    expect((await resend(elsewhere.id, stranger)).statusCode).toBe(404);
    expect((await resend(school.id, stranger)).statusCode).toBe(403);
    expect((await resend(school.id)).statusCode).toBe(401);

    const cancel = (ownerId: string, p?: Person) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/profile_management/collaborator_invitations/${id}?ownerId=${ownerId}`, headers: headers(p) });
    expect((await cancel(elsewhere.id, stranger)).statusCode).toBe(404);
    expect((await cancel(school.id, stranger)).statusCode).toBe(403);
    const cancelled = await cancel(school.id, owner);
    expect(cancelled.statusCode).toBe(200);
    expect(await t.db.select().from(collaboratorInvitations).where(eq(collaboratorInvitations.id, id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${newToken}` })).statusCode).toBe(404);
    expect((await cancel(school.id, owner)).statusCode).toBe(404);
  });

  it('escapes names in the notification', async () => {
    const evilOrg = await createSchool(t, owner, '<img src=x onerror=alert(1)> & Co', 'evil-co');
    const target = await signUpUser(t.app);
    expect((await add({ ownerId: evilOrg.id, userId: target.user.id }, owner)).statusCode).toBe(200);
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, target.user.id));
    expect(n!.content).toBe('<strong>Olivia Owner</strong> invited you to join <strong>&lt;img src=x onerror=alert(1)&gt; &amp; Co</strong>');
    const [mail] = await mailsAfterJobs(t, target.email);
    expect(mail!.html).not.toContain('<img');
  });
});

describe('adding members: bad input and conflicts', () => {
  let owner: Person, member: Person, other: Person;
  let school: { id: string };

  beforeAll(async () => {
    owner = await signUpUser(t.app);
    member = await signUpUser(t.app);
    other = await signUpUser(t.app);
    school = await createSchool(t, owner, 'Input Org', 'input-org');
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: member.user.id });
  });

  it('needs a person or an e-mail, and a valid e-mail', async () => {
    const none = await add({ ownerId: school.id }, owner);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ ...errorShape, fieldErrors: { email: 'Choose a person or enter an e-mail address' } });
    expect((await add({ ownerId: school.id, email: '  ' }, owner)).json().fieldErrors).toEqual({
      email: 'Choose a person or enter an e-mail address',
    });
    const bad = await add({ ownerId: school.id, email: 'nope@' }, owner);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual({ email: 'Invalid email' });
  });

  it('refuses an organization as a member, and unknown people', async () => {
    const org = await add({ ownerId: school.id, userId: school.id }, owner);
    expect(org.statusCode).toBe(422);
    expect(org.json().fieldErrors).toEqual({ userId: 'Only people can join a team' });
    const unknown = await add({ ownerId: school.id, userId: '00000000-0000-4000-8000-000000000000' }, owner);
    expect(unknown.statusCode).toBe(422);
  });

  it('answers 409 for members and pending invitations', async () => {
    const dupMember = await add({ ownerId: school.id, email: member.email.toUpperCase() }, owner);
    expect(dupMember.statusCode).toBe(409);
    expect(dupMember.json()).toMatchObject({ ...errorShape, code: 'conflict', message: 'Already added' });
    expect((await add({ ownerId: school.id, userId: owner.user.id }, owner)).statusCode).toBe(409);
    expect((await add({ ownerId: school.id, email: 'twice@example.com' }, owner)).statusCode).toBe(200);
    const twice = await add({ ownerId: school.id, email: 'twice@example.com' }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Already added');
  });

  it('rejects wrong types, missing ownerId and oversized e-mails with 422', async () => {
    for (const payload of [
      { email: 'a@example.com' },
      { ownerId: 'x', email: 'a@example.com' },
      { ownerId: school.id, email: 5 },
      { ownerId: school.id, email: `${'a'.repeat(250)}@example.com` },
      { ownerId: school.id, email: 'a@example.com', admin: 'yes' },
    ]) {
      const res = await add(payload, owner);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    }
  });

  it('only owners, organization admins and site admins add; others 403; signed out 401', async () => {
    const byMember = await add({ ownerId: school.id, email: 'm@example.com' }, member);
    expect(byMember.statusCode).toBe(403);
    expect((await add({ ownerId: school.id, email: 'o@example.com' }, other)).statusCode).toBe(403);
    expect((await add({ ownerId: school.id, email: 'o@example.com' })).statusCode).toBe(401);
    expect((await add({ ownerId: '00000000-0000-4000-8000-000000000000', email: 'o@example.com' }, owner)).statusCode).toBe(404);
    await t.db.update(affiliations).set({ admin: true }).where(eq(affiliations.userId, member.user.id));
    expect((await add({ ownerId: school.id, email: 'by-org-admin@example.com' }, member)).statusCode).toBe(200);
    await makeAdmin(t, other.user.id);
    expect((await add({ ownerId: school.id, email: 'by-site-admin@example.com' }, other)).statusCode).toBe(200);
    // A person's profile has no team.
    const personal = await add({ ownerId: owner.user.id, email: 'x@example.com' }, owner);
    expect(personal.statusCode).toBe(422);
    expect(personal.json().message).toBe('The team is only available for organizations.');
  });
});

describe('GET affiliations permission matrix and order', () => {
  it('owner, member and site admin read; others 403; signed out 401; person 422; unknown 404', async () => {
    const owner = await signUpUser(t.app, { firstName: 'Zoe', lastName: 'Owner' });
    const member = await signUpUser(t.app, { firstName: 'Bob', lastName: 'Member' });
    const member2 = await signUpUser(t.app, { firstName: 'Amy', lastName: 'Member' });
    const admin = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const school = await createSchool(t, owner, 'Matrix Org', 'matrix-org');
    await t.db.insert(affiliations).values([
      { organizationId: school.id, userId: member.user.id },
      { organizationId: school.id, userId: member2.user.id, hidden: true },
    ]);
    await t.db.insert(collaboratorInvitations).values([
      { organizationId: school.id, email: 'old@example.com', tokenHash: 'matrix-1', createdAt: new Date(Date.now() - 60_000) },
      { organizationId: school.id, email: 'new@example.com', tokenHash: 'matrix-2' },
    ]);

    const res = await team(school.id, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.affiliations.map((a: { user: { name: string } }) => a.user.name)).toEqual(['Zoe Owner', 'Amy Member', 'Bob Member']);
    expect(body.affiliations[1]).toMatchObject({ owner: false, admin: false, hidden: true, receiveNotifications: false });
    expect(body.collaboratorInvitations.map((i: { email: string }) => i.email)).toEqual(['new@example.com', 'old@example.com']);
    expect((await team(school.id, member)).statusCode).toBe(200);
    expect((await team(school.id, admin)).statusCode).toBe(200);
    const forbidden = await team(school.id, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ ...errorShape, code: 'forbidden' });
    expect((await team(school.id)).statusCode).toBe(401);
    const personal = await team(owner.user.id, owner);
    expect(personal.statusCode).toBe(422);
    expect(personal.json()).toMatchObject({ ...errorShape, message: 'The team is only available for organizations.' });
    expect((await team('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await team('nope', owner)).statusCode).toBe(422);
  });
});

describe('changing and removing members', () => {
  let owner: Person, admin: Person, member: Person, leaver: Person, other: Person;
  let school: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signUpUser(t.app);
    admin = await signUpUser(t.app);
    member = await signUpUser(t.app);
    leaver = await signUpUser(t.app);
    other = await signUpUser(t.app);
    school = await createSchool(t, owner, 'Change Org', 'change-org');
    const rows = await t.db
      .insert(affiliations)
      .values([
        { organizationId: school.id, userId: admin.user.id, admin: true },
        { organizationId: school.id, userId: member.user.id },
        { organizationId: school.id, userId: leaver.user.id },
      ])
      .returning();
    for (const r of rows) ids[r.userId] = r.id;
    const [ownerRow] = await t.db.select().from(affiliations).where(eq(affiliations.userId, owner.user.id));
    ids[owner.user.id] = ownerRow!.id;
  });

  const update = (id: string, payload: object, p?: Person) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/profile_management/affiliations/${id}`, payload, headers: headers(p) });
  const remove = (id: string, ownerId: string, p?: Person) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/profile_management/affiliations/${id}?ownerId=${ownerId}`, headers: headers(p) });

  it('updates roles (owners and admins), not the owner row', async () => {
    const res = await update(ids[member.user.id]!, { ownerId: school.id, admin: true, receiveNotifications: true, hidden: true }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().affiliation).toMatchObject({ admin: true, receiveNotifications: true, hidden: true, user: { id: member.user.id } });
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.id, ids[member.user.id]!));
    expect(row).toMatchObject({ admin: true, receiveNotifications: true, hidden: true });
    const ownerRow = await update(ids[owner.user.id]!, { ownerId: school.id, admin: false }, owner);
    expect(ownerRow.statusCode).toBe(422);
    expect(ownerRow.json().message).toBe('The owner cannot be changed');
    expect((await update(ids[admin.user.id]!, { ownerId: school.id, admin: false }, leaver)).statusCode).toBe(403);
    expect((await update(ids[admin.user.id]!, { ownerId: school.id, admin: false }, other)).statusCode).toBe(403);
    expect((await update(ids[admin.user.id]!, { ownerId: school.id, admin: false })).statusCode).toBe(401);
    const otherOrg = await createSchool(t, other, 'Other Change Org', 'other-change-org');
    expect((await update(ids[admin.user.id]!, { ownerId: otherOrg.id, admin: false }, other)).statusCode).toBe(404);
    expect((await update(ids[admin.user.id]!, { ownerId: school.id, admin: 'no' }, owner)).statusCode).toBe(422);
    expect((await update('00000000-0000-4000-8000-000000000000', { ownerId: school.id }, owner)).statusCode).toBe(404);
  });

  it('removes members; the owner stays; a member may leave', async () => {
    const ownerGone = await remove(ids[owner.user.id]!, school.id, admin);
    expect(ownerGone.statusCode).toBe(422);
    expect(ownerGone.json()).toMatchObject({ ...errorShape, message: 'The owner cannot be removed' });
    expect((await remove(ids[owner.user.id]!, school.id, owner)).statusCode).toBe(422);
    // A plain member cannot remove someone else, but may leave.
    expect((await remove(ids[admin.user.id]!, school.id, leaver)).statusCode).toBe(403);
    const left = await remove(ids[leaver.user.id]!, school.id, leaver);
    expect(left.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manage/change-org', headers: headers(leaver) })).statusCode).toBe(403);
    expect((await remove(ids[member.user.id]!, school.id, other)).statusCode).toBe(403);
    expect((await remove(ids[member.user.id]!, school.id)).statusCode).toBe(401);
    const removed = await remove(ids[member.user.id]!, school.id, admin);
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(affiliations).where(eq(affiliations.id, ids[member.user.id]!))).toEqual([]);
    expect((await remove(ids[member.user.id]!, school.id, admin)).statusCode).toBe(404);
    expect((await remove('bad', school.id, admin)).statusCode).toBe(422);
  });
});

describe('invitation rate limit', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '1' });

  it('counts invitations and re-sends per inviting account: 30 an hour, then 429', async () => {
    const owner = await signUpUser(limited.app);
    const school = await createSchool(limited, owner, 'Busy Hall', 'busy-hall');
    const invite = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/profile_management/affiliations',
        payload: { ownerId: school.id, email: `guest-${n}@example.com`, admin: false, receiveNotifications: false, hidden: false },
        headers: headers(owner),
      });
    const first = await invite(0);
    expect(first.statusCode, first.body).toBe(200);
    const resend = await limited.app.inject({
      method: 'POST',
      url: `/api/v1/profile_management/collaborator_invitations/${first.json().invitation.id}/resend?ownerId=${school.id}`,
      headers: headers(owner),
    });
    expect(resend.statusCode).toBe(200);
    for (let n = 1; n < 29; n++) expect((await invite(n)).statusCode).toBe(200);
    const refused = await invite(29);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ...errorShape, code: 'rate_limited' });
    expect(await limited.db.select().from(collaboratorInvitations).where(eq(collaboratorInvitations.email, 'guest-29@example.com'))).toEqual([]);
  });

  const inviteTo = async (name: string, handle: string, email: string) => {
    const owner = await signUpUser(limited.app, { firstName: 'Ivy', lastName: 'Inviter' });
    const school = await createSchool(limited, owner, 'Placeholder', handle);
    // Longer than a settings save allows: whatever a name holds, the subject stays bounded.
    await limited.db.update(profiles).set({ name }).where(eq(profiles.id, school.id));
    const added = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/profile_management/affiliations',
      payload: { ownerId: school.id, email, admin: false, receiveNotifications: false, hidden: false },
      headers: headers(owner),
    });
    expect(added.statusCode, added.body).toBe(200);
    const resend = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/v1/profile_management/collaborator_invitations/${added.json().invitation.id}/resend?ownerId=${school.id}`,
        headers: headers(owner),
      });
    return { resend };
  };

  it('sends one invitation at most 3 more times a day', async () => {
    const { resend } = await inviteTo('Resend Hall', 'resend-hall', 'again@example.com');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await resend()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await resend()).json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^This invitation was sent again 3 times today/),
    });
    expect(await queuedMailsTo(limited.db, 'again@example.com')).toHaveLength(4);
  });

  it('keeps a hostile organization name to one short line in the subject', async () => {
    await inviteTo(`Free money\r\nBcc: victim@example.com\u0007 ${'Click here now '.repeat(20)}`, 'spam-hall', 'target@example.com');
    const [mail] = await queuedMailsTo(limited.db, 'target@example.com');
    expect(mail!.subject).toMatch(/^Ivy Inviter invited you to join Free money Bcc: victim@example\.com Click here now .*… on Ovation$/);
    expect(mail!.subject).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect([...mail!.subject].length).toBeLessThanOrEqual(120);
  });
});
