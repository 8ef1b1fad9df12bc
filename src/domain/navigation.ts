import type { ProfileType } from './profiles.ts';

/** The management sidebar's tabs and their visibility rules (content-management 2.1, accounts-and-reporting 2.1). */
export interface SidebarTab {
  key: string;
  label: string;
  /** Path under /manage/:username. */
  path: string;
  badge?: 'Beta';
}

export interface SidebarContext {
  profileType: ProfileType;
  developerZoneAllowed: boolean;
}

const TABS: readonly (SidebarTab & { visible?: (c: SidebarContext) => boolean })[] = [
  { key: 'events', label: 'Events', path: 'events' },
  { key: 'memberships', label: 'Memberships', path: 'memberships/tiers' },
  { key: 'videos', label: 'Videos', path: 'videos' },
  { key: 'lists', label: 'Private Access Lists', path: 'lists' },
  { key: 'reporting', label: 'Reporting', path: 'reporting/revenue' },
  { key: 'marketing', label: 'Marketing', path: 'marketing/global-promo-codes' },
  // Issue 32: the venue's seat charts, reused by its events (docs/decisions/seating.md).
  { key: 'seating', label: 'Seat charts', path: 'seating' },
  { key: 'apps', label: 'Apps', path: 'apps', badge: 'Beta' },
  {
    key: 'tickets-and-subscriptions',
    label: 'Tickets and Subscriptions',
    path: 'tickets-and-subscriptions/tickets',
    visible: (c) => c.profileType === 'user',
  },
  { key: 'referral-tracker', label: 'Referral tracker', path: 'referral-tracker', badge: 'Beta' },
  { key: 'profile', label: 'Profile', path: '' },
  { key: 'settings', label: 'Settings', path: 'settings/account' },
  { key: 'developer-zone', label: 'Developer Zone', path: 'developer-zone', visible: (c) => c.developerZoneAllowed },
];

export function sidebarTabs(context: SidebarContext): SidebarTab[] {
  return TABS.filter((t) => !t.visible || t.visible(context)).map(({ visible: _v, ...tab }) => tab);
}

/** Settings tabs: Payouts hidden in native mode; Team only for organizations and hidden in native mode. */
export function settingsTabs(profileType: ProfileType, native: boolean): { key: string; label: string }[] {
  const tabs = [{ key: 'account', label: 'Account' }];
  if (!native) tabs.push({ key: 'payouts', label: 'Payouts' });
  if (!native && profileType === 'school') tabs.push({ key: 'team', label: 'Team' });
  return tabs;
}
