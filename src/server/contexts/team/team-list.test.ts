import { beforeAll, describe, expect, it } from 'vitest';
import { affiliations, collaboratorInvitations } from '../../platform/db/schema/index.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createSchool, headers, type Person } from '../../testing/events.ts';

const t = useTestApp();

/** The table's row names in order: members' names, then invitations' account names or e-mails. */
type Reply = {
  affiliations: { user: { name: string } }[];
  collaboratorInvitations: { email: string; user: { name: string } | null }[];
  totalCount: number;
};
const names = (body: Reply) => [...body.affiliations.map((a) => a.user.name), ...body.collaboratorInvitations.map((i) => i.user?.name ?? i.email)];

describe('GET affiliations: paging and search on the server', () => {
  let owner: Person;
  let schoolId: string;
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/profile_management/affiliations?ownerId=${schoolId}${query}`, headers: headers(owner) });

  beforeAll(async () => {
    owner = await signUpUser(t.app, { firstName: 'Olga', lastName: 'Owner' });
    const school = await createSchool(t, owner, 'Paging Hall', 'paging-hall');
    schoolId = school.id;
    const people = await Promise.all(
      ['Anna', 'Bruno', 'Carla', 'Dmitri'].map((first) =>
        signUpUser(t.app, { firstName: first, lastName: 'Member', username: `${first.toLowerCase()}-pg` }),
      ),
    );
    await t.db.insert(affiliations).values(people.map((p) => ({ organizationId: school.id, userId: p.user.id })));
    // An invitation to an account (shown by its name and @handle) and two to bare e-mails, newest first.
    const invited = await signUpUser(t.app, { firstName: 'Ines', lastName: 'Invited', username: 'ines-pg' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await t.db.insert(collaboratorInvitations).values([
      { organizationId: school.id, email: invited.email, tokenHash: 'pg-1', createdAt: at(1) },
      { organizationId: school.id, email: 'zed_50%@example.com', tokenHash: 'pg-2', createdAt: at(2) },
      { organizationId: school.id, email: 'yara@example.com', tokenHash: 'pg-3', createdAt: at(3) },
    ]);
  });

  it('without paging params answers every row (as before), with the total', async () => {
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Reply>();
    expect(names(body)).toEqual([
      'Olga Owner',
      'Anna Member',
      'Bruno Member',
      'Carla Member',
      'Dmitri Member',
      'Ines Invited',
      'zed_50%@example.com',
      'yara@example.com',
    ]);
    expect(body.totalCount).toBe(8);
  });

  it.each([
    // page, perPage: the rows of that page across members then invitations
    ['&page=1&perPage=3', ['Olga Owner', 'Anna Member', 'Bruno Member']],
    ['&page=2&perPage=3', ['Carla Member', 'Dmitri Member', 'Ines Invited']],
    ['&page=3&perPage=3', ['zed_50%@example.com', 'yara@example.com']],
    ['&page=4&perPage=3', []],
    [
      '&page=1',
      ['Olga Owner', 'Anna Member', 'Bruno Member', 'Carla Member', 'Dmitri Member', 'Ines Invited', 'zed_50%@example.com', 'yara@example.com'],
    ],
  ])('pages with %s', async (query, expected) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json<Reply>())).toEqual(expected);
    expect(res.json<Reply>().totalCount).toBe(8);
  });

  it.each([
    // search: matches the name or the handle (@username, or an invitation's e-mail), case-insensitively
    ['BRUNO', ['Bruno Member'], 1],
    ['@carla', ['Carla Member'], 1],
    ['member', ['Anna Member', 'Bruno Member', 'Carla Member', 'Dmitri Member'], 4],
    ['ines-pg', ['Ines Invited'], 1],
    ['yara@', ['yara@example.com'], 1],
    // LIKE wildcards are matched literally
    ['_50%', ['zed_50%@example.com'], 1],
    ['%', ['zed_50%@example.com'], 1],
    ['nobody here', [], 0],
  ])('search %j', async (search, expected, total) => {
    const res = await list(`&search=${encodeURIComponent(search)}&page=1&perPage=10`);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json<Reply>())).toEqual(expected);
    expect(res.json<Reply>().totalCount).toBe(total);
  });

  it('a search pages too', async () => {
    const res = await list('&search=member&page=2&perPage=3');
    expect(names(res.json<Reply>())).toEqual(['Dmitri Member']);
    expect(res.json<Reply>().totalCount).toBe(4);
  });

  it.each(['&page=0', '&perPage=0', '&perPage=101', '&page=x', `&search=${'a'.repeat(101)}`])('refuses %s with 422', async (query) => {
    expect((await list(query)).statusCode).toBe(422);
  });
});
