import { describe, expect, it } from 'vitest';
import { EVENT_CREATOR_DRAFT_GAPS as GAP } from '../../../contracts/event-creator.messages.ts';
import { emptyDraft, type EventDraft } from '../../../domain/event-creator/draft.ts';
import { descriptionHtml, draftGaps } from './draft-event.ts';

const COMPLETE: EventDraft = {
  ...emptyDraft({ timezone: 'Europe/London', currency: 'gbp' }),
  name: 'Jazz night',
  dates: [{ startsAt: '2027-10-15T20:00:00+01:00', endsAt: '2027-10-15T23:00:00+01:00', doorTime: null }],
  attendance: 'in_person',
  venue: { name: 'The Blue Room', address: '', city: 'London' },
  tickets: [{ name: 'Advance', price: 1500, quantity: 100, sale: 'advance' }],
};

describe('draftGaps: what a confirmed draft still lacks', () => {
  it.each<[string, Partial<EventDraft>, string[]]>([
    ['a complete draft', {}, []],
    ['an online event needs no venue', { attendance: 'online', venue: null }, []],
    ['a blank name', { name: '  ' }, [GAP.name]],
    ['no date', { dates: [] }, [GAP.dates]],
    ['no attendance', { attendance: null, venue: null }, [GAP.attendance]],
    ['in person without a venue', { venue: null }, [GAP.venue]],
    ['in person with a blank venue', { venue: { name: ' ', address: '', city: 'London' } }, [GAP.venue]],
    ['no ticket type', { tickets: [] }, [GAP.tickets]],
    ['a ticket without a quantity', { tickets: [{ name: 'Door', price: 2000, quantity: null, sale: 'door' }] }, [GAP.quantity('Door')]],
    ['the empty draft', { ...emptyDraft({ timezone: 'Etc/UTC', currency: 'usd' }) }, [GAP.name, GAP.dates, GAP.attendance, GAP.tickets]],
  ])('%s', (_, change, gaps) => {
    expect(draftGaps({ ...COMPLETE, ...change })).toEqual(gaps);
  });
});

describe("descriptionHtml: the draft's plain text as the editor's HTML", () => {
  it.each([
    [null, ''],
    ['', ''],
    ['Live jazz.', '<p>Live jazz.</p>'],
    ['Live jazz.\n\n  Bring friends.  ', '<p>Live jazz.</p><p>Bring friends.</p>'],
    ['Line one\nline two', '<p>Line one<br>line two</p>'],
    ['<script>alert(1)</script> & more', '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>'],
  ])('%j', (text, html) => {
    expect(descriptionHtml(text)).toBe(html);
  });
});
