import { describe, expect, it } from 'vitest';
import { manageSubPath, switchProfilePath } from './paths.ts';

describe('manageSubPath', () => {
  it.each([
    ['/manage/ada/events', 'ada', 'events'],
    ['/manage/ada', 'ada', ''],
    ['/manage/Ada/settings/team/edit/123', 'ada', 'settings/team/edit/123'],
  ])('%s under %s is %j', (pathname, username, expected) => {
    expect(manageSubPath(pathname, username)).toBe(expected);
  });
});

describe('switchProfilePath', () => {
  it.each([
    ['events', 'school', 'events'],
    ['', 'user', 'events'],
    ['settings/team/edit/123', 'school', 'settings/team'],
    ['settings/team', 'user', 'settings/account'],
    ['settings/payouts', 'user', 'settings/payouts'],
    ['memberships/tiers/edit/9', 'school', 'memberships/tiers'],
    ['reporting/orders/42', 'user', 'reporting/orders'],
    ['tickets-and-subscriptions/subscriptions', 'school', 'events'],
    ['tickets-and-subscriptions/tickets/past-events', 'user', 'tickets-and-subscriptions/tickets/past-events'],
    ['videos/edit/3', 'user', 'videos'],
  ] as const)('%s for a %s goes to %s', (sub, type, expected) => {
    expect(switchProfilePath(sub, type)).toBe(expected);
  });
});
