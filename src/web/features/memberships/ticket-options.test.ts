import { describe, expect, it } from 'vitest';
import { ticketOptions } from './ticket-options.ts';

const OWNER = { id: 'owner', type: 'school' as const, username: 'hall', name: 'Hall', avatar: null };
const OTHER = { ...OWNER, id: 'other' };
const ticket = (id: string, name: string) => ({ id, name, ticketsSold: 0 });

describe('ticketOptions', () => {
  it('groups the owner’s tickets by event, each once, and keeps unknown chosen tickets', () => {
    const events = [
      { id: 'e1', name: 'Jazz Night', owner: OWNER, tickets: [ticket('t1', 'General'), ticket('t2', 'VIP')] },
      { id: 'e2', name: 'Their show', owner: OTHER, tickets: [ticket('t3', 'Seat')] },
      { id: 'e1', name: 'Jazz Night', owner: OWNER, tickets: [ticket('t1', 'General')] },
      { id: 'e3', name: 'No tickets', owner: OWNER, tickets: [] },
    ];
    expect(ticketOptions(events, 'owner', ['t2', 'gone'], 'Other')).toEqual([
      {
        group: 'Jazz Night',
        items: [
          { value: 't1', label: 'General' },
          { value: 't2', label: 'VIP' },
        ],
      },
      { group: 'Other', items: [{ value: 'gone', label: 'Other 1' }] },
    ]);
  });
});
