import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_API_TEXTS, calendarEventsReply, calendarProfile } from '../../../contracts/calendar.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, createSchool, errorShape, headers, inDays, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';

const t = useTestApp();

const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/calendar/${path}` });
const dates = async (path: string) => expectReply(await get(path), 200, calendarEventsReply);
const names = (reply: { data: { name: string }[] }) => reply.data.map((e) => e.name);
const unfold = (s: string) => s.replaceAll('\r\n ', '');

describe('calendar', () => {
  let ada: Person, grace: Person;
  let school: { id: string; username: string };
  const hall = 'Rock, paper; scissors \\ Hall';
  let recurringId: string;

  beforeAll(async () => {
    ada = await signUpUser(t.app);
    grace = await signUpUser(t.app);
    school = await createSchool(t, ada, hall, 'calendar-hall');
    const description = `<p>Bring <strong>friends</strong> &amp; family</p><p>${'x'.repeat(600)}</p>`;
    await makeEvent(t, ada, school.id, { name: 'Jazz Night', days: 5, details: { tags: ['Jazz', 'Late'], description } });
    await makeEvent(t, ada, school.id, { name: 'Piano Recital', days: 10, details: { tags: ['classical'] } });
    await makeEvent(t, ada, school.id, { name: 'Far Future Gala', days: 120 });
    await makeEvent(t, ada, school.id, { name: 'Draft Show', days: 6, publish: false });
    await makeEvent(t, ada, school.id, { name: 'Private Party', days: 7, details: { private: true } });
    await makeEvent(t, grace, grace.user.id, { name: 'Grace Jazz', days: 5, details: { tags: ['jazz'] } });
    recurringId = (await makeEvent(t, ada, school.id, { name: 'Weekly Workshop', days: 20 })).id;
    const occurrences = [30, 37, 44].map((d) => ({ startsAt: inDays(d), endsAt: inDays(d, 2) }));
    const res = await t.app.inject({ method: 'PUT', url: course(recurringId, '/occurrences'), headers: headers(ada), payload: { occurrences } });
    expect(res.statusCode).toBe(200);
  });

  describe('profile', () => {
    it('finds the owner by type letter and username, with whether they have events to come', async () => {
      expect(expectReply(await get(`o/${school.username}`), 200, calendarProfile)).toEqual({
        id: school.id,
        type: 'school',
        username: school.username,
        name: hall,
        hasEvents: true,
      });
      const person = expectReply(await get(`p/${ada.user.username.toUpperCase()}`), 200, calendarProfile);
      expect(person).toMatchObject({ id: ada.user.id, type: 'user', hasEvents: false });
    });

    it('answers 404 for an unknown username or the wrong type letter', async () => {
      for (const path of ['o/nobody-here', `p/${school.username}`, `o/${ada.user.username}`]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ ...errorShape, message: PROFILE_MESSAGES.missing });
      }
      expect((await get(`x/${school.username}`)).statusCode).toBe(422);
      expect((await get(`o/nobody-here/events`)).statusCode).toBe(404);
      expect((await get(`o/nobody-here/events.ics`)).statusCode).toBe(404);
    });
  });

  describe('events', () => {
    it("lists the owner's published, listed dates of the next three months, by start", async () => {
      const reply = await dates(`o/${school.username}/events`);
      expect(names(reply)).toEqual(['Jazz Night', 'Piano Recital', 'Weekly Workshop', 'Weekly Workshop', 'Weekly Workshop']);
      expect(reply).toMatchObject({ page: 1, perPage: 20, totalCount: 5 });
      expect(names(await dates(`p/${grace.user.username}/events`))).toEqual(['Grace Jazz']);
    });

    it('gives one row per date of a recurring event, with the date and the event', async () => {
      const workshop = (await dates(`o/${school.username}/events`)).data.filter((e) => e.courseId === recurringId);
      expect(workshop.map((e) => e.startsAt)).toEqual([inDays(30), inDays(37), inDays(44)]);
      expect(workshop.map((e) => e.endsAt)).toEqual([inDays(30, 2), inDays(37, 2), inDays(44, 2)]);
      expect(new Set(workshop.map((e) => e.id)).size).toBe(3);
    });

    it('gives the description as plain text of at most 500 characters, the tags and the location', async () => {
      const [jazz] = (await dates(`o/${school.username}/events?query=jazz`)).data;
      expect(jazz!.description.startsWith('Bring friends & family x')).toBe(true);
      expect(jazz!.description).toHaveLength(500);
      expect(jazz).toMatchObject({ tags: [{ name: 'Jazz' }, { name: 'Late' }], location: { name: 'Lovelace Hall', city: 'London' }, poster: null });
    });

    it('takes a range: from the start date to the end date', async () => {
      const wide = await dates(`o/${school.username}/events?startDate=${inDays(8)}&endDate=${inDays(200)}`);
      expect(names(wide)).toEqual(['Piano Recital', 'Weekly Workshop', 'Weekly Workshop', 'Weekly Workshop', 'Far Future Gala']);
      const from = await dates(`o/${school.username}/events?startDate=${inDays(100)}`);
      expect(names(from)).toEqual(['Far Future Gala']);
      expect((await dates(`o/${school.username}/events?startDate=${inDays(5)}&endDate=${inDays(5)}`)).totalCount).toBe(1);
    });

    it('refuses a reversed range or one over 366 days with 422', async () => {
      const reversed = await get(`o/${school.username}/events?startDate=${inDays(10)}&endDate=${inDays(9)}`);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toMatchObject({
        ...errorShape,
        message: CALENDAR_API_TEXTS.endBeforeStart,
        fieldErrors: { endDate: CALENDAR_API_TEXTS.endBeforeStart },
      });
      const long = await get(`o/${school.username}/events?startDate=${inDays(0)}&endDate=${inDays(367)}`);
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ message: CALENDAR_API_TEXTS.rangeTooLong(366) });
      expect((await get(`o/${school.username}/events?startDate=${inDays(0)}&endDate=${inDays(366)}`)).statusCode).toBe(200);
      expect((await get(`o/${school.username}/events?startDate=tomorrow`)).statusCode).toBe(422);
    });

    it('searches the full text: every word a prefix', async () => {
      expect(names(await dates(`o/${school.username}/events?query=pia%20rec`))).toEqual(['Piano Recital']);
      expect(names(await dates(`o/${school.username}/events?query=friends`))).toEqual(['Jazz Night']);
      expect((await dates(`o/${school.username}/events?query=draft`)).totalCount).toBe(0);
      expect((await dates(`o/${school.username}/events?query=%21%21`)).totalCount).toBe(5);
    });

    it('filters by tags, any of them, in any case', async () => {
      expect(names(await dates(`o/${school.username}/events?tags=JAZZ`))).toEqual(['Jazz Night']);
      expect(names(await dates(`o/${school.username}/events?tags=${encodeURIComponent(' late , Classical,nothing')}`))).toEqual([
        'Jazz Night',
        'Piano Recital',
      ]);
      expect((await dates(`o/${school.username}/events?tags=rock`)).totalCount).toBe(0);
      expect((await dates(`o/${school.username}/events?tags=,`)).totalCount).toBe(5);
    });

    it('pages by start, then id', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => dates(`o/${school.username}/events?perPage=2&page=${page}`)));
      expect(pages.map(names)).toEqual([['Jazz Night', 'Piano Recital'], ['Weekly Workshop', 'Weekly Workshop'], ['Weekly Workshop']]);
      expect(pages.map((p) => p.totalCount)).toEqual([5, 5, 5]);
      expect((await get(`o/${school.username}/events?perPage=101`)).statusCode).toBe(422);
    });
  });

  describe('feed', () => {
    it('is an iCalendar with one VEVENT per date, escaped texts and folded CRLF lines', async () => {
      const res = await get(`o/${school.username}/events.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const body = res.body;
      expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const physical = body.split('\r\n').slice(0, -1);
      for (const line of physical) {
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
        expect(line).not.toMatch(/[\r\n]/);
      }
      const lines = unfold(body).split('\r\n');
      expect(lines).toContain('PRODID:-//Ovation//Calendar//EN');
      expect(lines).toContain('X-WR-CALNAME:Rock\\, paper\\; scissors \\\\ Hall');
      // The feed reaches a year ahead: the gala is in it.
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(6);
      expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(6);
      expect(lines.filter((l) => l === 'SUMMARY:Weekly Workshop')).toHaveLength(3);
      expect(lines.filter((l) => /^URL:https?:\/\/[^/]+\/event\/[0-9a-f-]{36}$/.test(l))).toHaveLength(6);
      expect(lines.filter((l) => l.endsWith(`/event/${recurringId}`))).toHaveLength(3);
      expect(lines).toContain(`DTSTART:${inDays(30).replace(/[-:]/g, '').replace('.000', '')}`);
      expect(lines).toContain('LOCATION:Lovelace Hall\\, London');
      expect(lines.filter((l) => l.startsWith('UID:') && l.endsWith('@ovation'))).toHaveLength(6);
      expect(lines.some((l) => /Draft Show|Private Party|Grace Jazz/.test(l))).toBe(false);
    });
  });
});
