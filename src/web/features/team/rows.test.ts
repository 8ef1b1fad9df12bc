import { describe, expect, it } from 'vitest';
import { teamRows } from './rows.ts';

const owner = { id: '00000000-0000-4000-8000-000000000001', type: 'user' as const, username: 'ada', name: 'Ada Lovelace', avatar: null };
const member = { id: '00000000-0000-4000-8000-000000000002', type: 'user' as const, username: 'grace', name: 'Grace Hopper', avatar: null };

const reply = {
  affiliations: [
    { id: 'a2', owner: false, admin: true, receiveNotifications: false, hidden: false, user: member },
    { id: 'a1', owner: true, admin: true, receiveNotifications: true, hidden: false, user: owner },
  ],
  collaboratorInvitations: [
    { id: 'i1', email: 'new@example.com', admin: false, receiveNotifications: false, hidden: false, user: null, createdAt: '2026-01-01T00:00:00Z' },
  ],
};

describe('teamRows', () => {
  it('puts the owner first and marks statuses, handles and types', () => {
    const rows = teamRows(reply);
    expect(rows.map((r) => [r.name, r.status, r.handle, r.type])).toEqual([
      ['Ada Lovelace', 'Owner', '@ada', 'Person'],
      ['Grace Hopper', '', '@grace', 'Person'],
      ['new@example.com', 'Invited', 'new@example.com', 'Person'],
    ]);
  });
});
