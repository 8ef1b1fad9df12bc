import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MEMBERSHIP_VALIDATION_MESSAGES as V, membershipSettings, type membershipSettingsBody } from '../../../contracts/memberships.ts';
import { PLATFORM_FEE_PERCENT } from '../../../domain/checkout.ts';
import { createSchool, errorShape, headers, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';

const t = useTestApp();

type SettingsBody = z.input<typeof membershipSettingsBody>;
const url = (ownerId: string) => `/api/v1/profile_management/membership_settings/${ownerId}`;
const read = (ownerId: string, p?: Person) => t.app.inject({ method: 'GET', url: url(ownerId), headers: headers(p) });
const save = (ownerId: string, payload: SettingsBody, p?: Person) =>
  t.app.inject({ method: 'PATCH', url: url(ownerId), headers: headers(p), payload });
const body = (overrides: Partial<SettingsBody> = {}): SettingsBody => ({
  status: 'public',
  privateUuid: null,
  title: 'Join us',
  description: 'Be a friend of the hall',
  ...overrides,
});

describe('membership settings', () => {
  let owner: Person, stranger: Person;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    stranger = await signUpUser(t.app);
  });

  it('answers 401 signed out, 403 to a stranger, 404 for an unknown owner', async () => {
    const o = owner.user.id;
    for (const call of [(p?: Person) => read(o, p), (p?: Person) => save(o, body(), p)]) {
      expect((await call()).statusCode).toBe(401);
      const refused = await call(stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(errorShape);
    }
    expect((await read(randomUUID(), owner)).statusCode).toBe(404);
  });

  it("reads a new owner's defaults: public page, not connected, the platform fee", async () => {
    expect(expectReply(await read(owner.user.id, owner), 200, membershipSettings)).toEqual({
      title: '',
      description: '',
      status: 'public',
      membershipPrivateUuid: null,
      membershipPageUrl: `/p/${owner.user.username}/memberships`,
      stripeConnected: false,
      type: 'user',
      feePercent: PLATFORM_FEE_PERCENT,
    });
    await connectPayments(t, owner.user.id);
    expect(expectReply(await read(owner.user.id, owner), 200, membershipSettings).stripeConnected).toBe(true);
  });

  it('saves the texts trimmed; a private page gets a link, kept when switching back and forth', async () => {
    const o = owner.user.id;
    const saved = expectReply(await save(o, body({ title: '  Friends  ', status: 'private' }), owner), 200, membershipSettings);
    expect(saved).toMatchObject({
      title: 'Friends',
      description: 'Be a friend of the hall',
      status: 'private',
      membershipPrivateUuid: expect.any(String),
    });
    const link = saved.membershipPrivateUuid!;
    expect(saved.membershipPageUrl).toBe(`/p/${owner.user.username}/${link}`);

    const opened = expectReply(await save(o, body(), owner), 200, membershipSettings);
    expect(opened).toMatchObject({ status: 'public', membershipPrivateUuid: link, membershipPageUrl: `/p/${owner.user.username}/memberships` });
    const back = expectReply(await save(o, body({ status: 'private' }), owner), 200, membershipSettings);
    expect(back.membershipPrivateUuid).toBe(link);
    expect(expectReply(await read(o, owner), 200, membershipSettings)).toEqual(back);

    // A link the client made is stored as given.
    const chosen = randomUUID();
    expect(expectReply(await save(o, body({ status: 'private', privateUuid: chosen }), owner), 200, membershipSettings).membershipPrivateUuid).toBe(
      chosen,
    );
  });

  it('answers 422 for a hero text over 56 or a description over 200 characters', async () => {
    const res = await save(owner.user.id, body({ title: 'x'.repeat(57), description: 'y'.repeat(201) }), owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ title: V.heroTitleTooLong, description: V.settingsDescriptionTooLong });
    const status = await save(owner.user.id, { ...body(), status: 'hidden' as never }, owner);
    expect(status.statusCode).toBe(422);
  });

  it("uses the organization's letter in the page URL and lets team members read but only admins save", async () => {
    const { owner: head, member, school } = await schoolWithTeam(t, 'Settings Hall', 'settings-hall');
    expect(expectReply(await read(school.id, member), 200, membershipSettings)).toMatchObject({
      type: 'school',
      membershipPageUrl: '/o/settings-hall/memberships',
    });
    expect((await save(school.id, body(), member)).statusCode).toBe(403);
    expect((await save(school.id, body(), head)).statusCode).toBe(200);
    const another = await createSchool(t, head, 'Other Hall', 'other-hall-settings');
    expect((await read(another.id, member)).statusCode).toBe(403);
  });
});
