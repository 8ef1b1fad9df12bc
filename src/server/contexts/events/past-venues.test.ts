import { beforeAll, describe, expect, it } from 'vitest';
import { pastVenuesReply } from '../../../contracts/event-lifecycle.ts';
import { events } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const venues = (ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profile_management/venues?ownerId=${ownerId}`, headers: headers(p) });

describe('past venues', () => {
  let owner: Person;
  let other: Person;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const base = { timezone: 'Europe/London', currency: 'gbp' };
    await t.db.insert(events).values([
      { ...base, ownerId: owner.user.id, name: 'Old', locationName: 'Lovelace Hall', address: '1 Analytical Way', city: 'London', createdAt: at(30) },
      {
        ...base,
        ownerId: owner.user.id,
        name: 'Again',
        locationName: 'lovelace hall ',
        address: '1 Analytical Way',
        city: 'London',
        createdAt: at(10),
      },
      { ...base, ownerId: owner.user.id, name: 'Newer', locationName: 'Babbage Room', latitude: 51.5, longitude: -0.12, createdAt: at(5) },
      { ...base, ownerId: owner.user.id, name: 'Online', locationName: null, createdAt: at(1) },
      { ...base, ownerId: other.user.id, name: 'Theirs', locationName: 'Elsewhere', createdAt: at(1) },
    ]);
  });

  it("lists the owner's distinct venues, most recently used first", async () => {
    const { venues: list } = expectReply(await venues(owner.user.id, owner), 200, pastVenuesReply);
    expect(list.map((v) => [v.name, v.address, v.latitude])).toEqual([
      ['Babbage Room', null, 51.5],
      ['lovelace hall', '1 Analytical Way', null],
    ]);
  });

  it('is for those who manage the profile', async () => {
    expect((await venues(owner.user.id)).statusCode).toBe(401);
    expect((await venues(owner.user.id, other)).statusCode).toBe(403);
    expect((await venues('not-a-uuid', owner)).statusCode).toBe(422);
  });
});
