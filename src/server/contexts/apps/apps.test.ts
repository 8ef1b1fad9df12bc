import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APP_SUGGESTION_TEXTS,
  WEEKLY_REPORT_TEXTS,
  appSuggestionBody,
  appSuggestionReply,
  removeWeeklyReportReply,
  saveWeeklyReportReply,
  weeklyReportReply,
} from '../../../contracts/apps.ts';
import { affiliations, appSuggestions } from '../../platform/db/schema/index.ts';
import { errorShape, headers, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';

// Rate limits at their real size: the suggestion limit is part of what is tested (this file signs up fewer than 20).
const t = useTestApp({ RATE_LIMIT_SCALE: '1' });
const W = '/api/weekly-sales-report';

const getReport = (person: Person | undefined, ownerId: string) =>
  t.app.inject({ method: 'GET', url: `${W}?ownerId=${ownerId}`, headers: headers(person) });
const saveReport = (person: Person | undefined, ownerId: string, emailAddresses: string) =>
  t.app.inject({ method: 'POST', url: W, headers: headers(person), payload: { ownerId, emailAddresses, ownerUsername: 'ignored' } });
const removeReport = (person: Person | undefined, ownerId: string) =>
  t.app.inject({ method: 'DELETE', url: W, headers: headers(person), payload: { ownerId } });

describe('the Weekly Sales Report configuration', () => {
  let team: Awaited<ReturnType<typeof schoolWithTeam>>;
  let teamAdmin: Person;
  let stranger: Person;

  beforeAll(async () => {
    team = await schoolWithTeam(t, 'Weekly School', `weekly-school-${Date.now()}`);
    [teamAdmin, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
    await t.db.insert(affiliations).values({ organizationId: team.school.id, userId: teamAdmin.user.id, admin: true });
  });

  it('is not configured at first, then saved, read, updated and removed (twice without error)', async () => {
    const ownerId = team.owner.user.id;
    expect(expectReply(await getReport(team.owner, ownerId), 200, weeklyReportReply)).toEqual({ success: true, isConfigured: false, emails: [] });

    const saved = expectReply(
      await saveReport(team.owner, ownerId, ' Ana@Example.com, bo@example.com ,ana@example.com, '),
      200,
      saveWeeklyReportReply,
    );
    expect(saved).toEqual({ success: true, emails: ['ana@example.com', 'bo@example.com'] });
    expect(expectReply(await getReport(team.owner, ownerId), 200, weeklyReportReply)).toEqual({
      success: true,
      isConfigured: true,
      emails: ['ana@example.com', 'bo@example.com'],
    });

    expectReply(await saveReport(team.owner, ownerId, 'cy@example.com'), 200, saveWeeklyReportReply);
    expect(expectReply(await getReport(team.owner, ownerId), 200, weeklyReportReply).emails).toEqual(['cy@example.com']);

    expect(expectReply(await removeReport(team.owner, ownerId), 200, removeWeeklyReportReply)).toEqual({ success: true });
    expect(expectReply(await getReport(team.owner, ownerId), 200, weeklyReportReply).isConfigured).toBe(false);
    expect(expectReply(await removeReport(team.owner, ownerId), 200, removeWeeklyReportReply)).toEqual({ success: true });
  });

  it.each([
    ['nothing', '', WEEKLY_REPORT_TEXTS.atLeastOne],
    ['only commas and spaces', ' , ,', WEEKLY_REPORT_TEXTS.atLeastOne],
    ['an invalid address', 'ana@example.com, not-an-address', WEEKLY_REPORT_TEXTS.invalidEmail('not-an-address')],
    ['six addresses', 'a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, f@x.io', WEEKLY_REPORT_TEXTS.tooMany],
  ])('refuses %s with 422 on emailAddresses', async (_label, input, message) => {
    const res = await saveReport(team.owner, team.school.id, input);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed', message, fieldErrors: { emailAddresses: message } });
    expect(expectReply(await getReport(team.owner, team.school.id), 200, weeklyReportReply).isConfigured).toBe(false);
  });

  it('takes five addresses, the same one twice counting once', async () => {
    const res = await saveReport(team.owner, team.school.id, 'a@x.io, b@x.io, c@x.io, d@x.io, e@x.io, A@X.io');
    expect(expectReply(res, 200, saveWeeklyReportReply).emails).toHaveLength(5);
    await removeReport(team.owner, team.school.id);
  });

  it.each([
    ['a malformed owner id', () => ({ ownerId: 'nope', emailAddresses: 'a@x.io' })],
    ['no owner', () => ({ emailAddresses: 'a@x.io' })],
    ['no addresses field', () => ({ ownerId: team.school.id })],
  ])('answers %s with 422', async (_label, payload) => {
    const res = await t.app.inject({ method: 'POST', url: W, headers: headers(team.owner), payload: payload() });
    expect(res.statusCode).toBe(422);
  });

  it("lets the owner, a team admin and a site admin configure an organization's report, each seeing the same", async () => {
    for (const [person, address] of [
      [team.owner, 'owner@x.io'],
      [teamAdmin, 'admin@x.io'],
      [team.siteAdmin, 'site@x.io'],
    ] as const) {
      expectReply(await saveReport(person, team.school.id, address), 200, saveWeeklyReportReply);
      expect(expectReply(await getReport(person, team.school.id), 200, weeklyReportReply).emails).toEqual([address]);
    }
    // Another owner's configuration is apart.
    expect(expectReply(await getReport(stranger, stranger.user.id), 200, weeklyReportReply).isConfigured).toBe(false);
  });

  it('turns away the signed out (401), team members without admin rights and strangers (403), unknown owners (404)', async () => {
    const school = team.school.id;
    for (const call of [getReport, (p: Person | undefined, id: string) => saveReport(p, id, 'x@x.io'), removeReport]) {
      const anon = await call(undefined, school);
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toMatchObject(errorShape);
      expect((await call(team.member, school)).statusCode).toBe(403);
      expect((await call(stranger, school)).statusCode).toBe(403);
      expect((await call(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    }
    // The refused removals left the configuration as it was.
    expect(expectReply(await getReport(team.owner, school), 200, weeklyReportReply).isConfigured).toBe(true);
  });
});

describe('Suggest an App', () => {
  let person: Person;
  const suggestion = (overrides: Partial<z.input<typeof appSuggestionBody>> = {}): z.input<typeof appSuggestionBody> => ({
    appName: 'Seat <map>',
    problemDescription: 'Patrons cannot\npick seats',
    idealSolution: 'A "drag & drop" seat map',
    contactInfo: 'me@example.com',
    userInfo: { name: 'Someone Else', username: 'someone-else', email: 'else@example.com' },
    ...overrides,
  });
  const suggest = (who: Person | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/slack-app-request', headers: headers(who), payload });

  beforeAll(async () => {
    person = await signUpUser(t.app, { username: `suggester-${Date.now().toString(36)}` });
  });

  it('keeps the suggestion under the signed-in account and e-mails support, every answer escaped', async () => {
    const reply = expectReply(await suggest(person, suggestion()), 200, appSuggestionReply);
    expect(reply).toEqual({ success: true, message: APP_SUGGESTION_TEXTS.thanks });
    const [row] = await t.db.select().from(appSuggestions).where(eq(appSuggestions.userId, person.user.id));
    expect(row).toMatchObject({
      appName: 'Seat <map>',
      problemDescription: 'Patrons cannot\npick seats',
      contactInfo: 'me@example.com',
      userInfo: { name: 'Someone Else', username: 'someone-else', email: 'else@example.com' },
    });
    const [mail] = await mailsAfterJobs(t, 'support@ovation.events');
    expect(mail!.subject).toBe('App suggestion: Seat <map>');
    expect(mail!.text).toContain(`${APP_SUGGESTION_TEXTS.problemDescription}\nPatrons cannot\npick seats`);
    expect(mail!.text).toContain(APP_SUGGESTION_TEXTS.mailFrom(person.user.username, person.email));
    expect(mail!.html).toContain('Seat &lt;map&gt;');
    expect(mail!.html).toContain('A &quot;drag &amp; drop&quot; seat map');
    expect(mail!.html).toContain('Patrons cannot<br>pick seats');
    expect(mail!.html).not.toContain('<map>');
  });

  it('names every missing answer with its message (422)', async () => {
    const res = await suggest(person, suggestion({ appName: ' ', problemDescription: '', idealSolution: '\n', contactInfo: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: {
        appName: APP_SUGGESTION_TEXTS.appNameRequired,
        problemDescription: APP_SUGGESTION_TEXTS.problemRequired,
        idealSolution: APP_SUGGESTION_TEXTS.solutionRequired,
        contactInfo: APP_SUGGESTION_TEXTS.contactRequired,
      },
    });
    const { userInfo: _, ...noUser } = suggestion();
    expect((await suggest(person, noUser)).statusCode).toBe(422);
  });

  it('needs an account (401)', async () => {
    const res = await suggest(undefined, suggestion());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(errorShape);
  });

  it('takes 5 an hour from one account, then 429 (other accounts are not affected)', async () => {
    const busy = await signUpUser(t.app);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await suggest(busy, suggestion({ appName: `App ${i}` }))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await t.db.select().from(appSuggestions).where(eq(appSuggestions.userId, busy.user.id))).toHaveLength(5);
    expect((await suggest(person, suggestion())).statusCode).toBe(200);
  });
});
