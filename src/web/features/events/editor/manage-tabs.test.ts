import { describe, expect, it } from 'vitest';
import { eventPermissions } from '../../../../domain/events.ts';
import { manageTabs } from './manage-tabs.ts';

describe('manageTabs', () => {
  it.each([
    [
      'manager',
      { manager: true, accessSetting: null },
      ['details', 'tickets', 'questions', 'dates', 'seating', 'team', 'guests', 'messages', 'stats', 'video', 'status'],
    ],
    [
      'admin collaborator',
      { manager: false, accessSetting: 'admin' as const },
      ['details', 'tickets', 'questions', 'dates', 'seating', 'team', 'guests', 'messages', 'stats', 'video', 'status'],
    ],
    ['door', { manager: false, accessSetting: 'door' as const }, ['team', 'guests']],
    ['door with stats', { manager: false, accessSetting: 'door_with_stats' as const }, ['guests', 'stats']],
    ['basic', { manager: false, accessSetting: 'basic' as const }, ['team']],
    ['nobody', { manager: false, accessSetting: null }, []],
  ])('%s', (_name, role, keys) => {
    expect(manageTabs(eventPermissions(role), 1).map((t) => t.key)).toEqual(keys);
  });
  it('counts the dates of a recurring event', () => {
    expect(manageTabs(eventPermissions({ manager: true, accessSetting: null }), 4).find((t) => t.key === 'dates')?.count).toBe(4);
  });
});
