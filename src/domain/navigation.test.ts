import { describe, expect, it } from 'vitest';
import { settingsTabs, sidebarTabs } from './navigation.ts';

describe('sidebarTabs', () => {
  const keys = (...args: Parameters<typeof sidebarTabs>) => sidebarTabs(...args).map((t) => t.key);
  it.each([
    [{ profileType: 'user', developerZoneAllowed: false }, true, false],
    [{ profileType: 'school', developerZoneAllowed: false }, false, false],
    [{ profileType: 'user', developerZoneAllowed: true }, true, true],
    [{ profileType: 'school', developerZoneAllowed: true }, false, true],
  ] as const)('%j: tickets %s, developer zone %s', (ctx, tickets, devZone) => {
    const k = keys(ctx);
    expect(k.includes('tickets-and-subscriptions')).toBe(tickets);
    expect(k.includes('developer-zone')).toBe(devZone);
    expect(k.slice(0, 5)).toEqual(['events', 'memberships', 'videos', 'lists', 'reporting']);
  });
  it('lists Seat charts after Marketing for every profile (issue 32)', () => {
    for (const profileType of ['user', 'school'] as const) {
      const tabs = sidebarTabs({ profileType, developerZoneAllowed: false });
      const at = tabs.findIndex((t) => t.key === 'seating');
      expect(tabs[at]).toEqual({ key: 'seating', label: 'Seat charts', path: 'seating' });
      expect(tabs[at - 1]?.key).toBe('marketing');
    }
  });
  it('marks Apps and Referral tracker Beta', () => {
    const beta = sidebarTabs({ profileType: 'user', developerZoneAllowed: false }).filter((t) => t.badge === 'Beta');
    expect(beta.map((t) => t.label)).toEqual(['Apps', 'Referral tracker']);
  });
});

describe('settingsTabs', () => {
  it.each([
    ['user', false, ['account', 'payouts']],
    ['school', false, ['account', 'payouts', 'team']],
    ['user', true, ['account']],
    ['school', true, ['account']],
  ] as const)('%s native=%s', (type, native, tabs) => expect(settingsTabs(type, native).map((t) => t.key)).toEqual(tabs));
});
