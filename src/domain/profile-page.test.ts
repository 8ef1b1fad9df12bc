import { describe, expect, it } from 'vitest';
import { availableProfileTabs, chooseProfileTab, followTabs } from './profile-page.ts';

const none = { hasEvents: false, hasMembership: false, hasVideos: false, hasAbout: false };

describe('profile tabs (content-management 2.9)', () => {
  it.each([
    [none, []],
    [{ ...none, hasEvents: true }, ['all', 'events']],
    [{ ...none, hasAbout: true }, ['all', 'about']],
    [{ hasEvents: true, hasMembership: true, hasVideos: true, hasAbout: true }, ['all', 'membership', 'events', 'videos', 'about']],
  ])('%j -> %j', (content, tabs) => expect(availableProfileTabs(content)).toEqual(tabs));

  it.each([
    ['events', ['all', 'events'], 'events'],
    ['videos', ['all', 'events'], 'all'],
    ['nonsense', ['all', 'about'], 'all'],
    [undefined, ['all', 'about'], 'all'],
    ['events', [], null],
  ] as const)('chooseProfileTab(%j, %j) -> %j', (requested, available, tab) => expect(chooseProfileTab(requested, available)).toBe(tab));

  it('offers Following and Organizations for people only', () => {
    expect(followTabs('user')).toEqual(['following', 'followers', 'organizations']);
    expect(followTabs('school')).toEqual(['followers']);
  });
});
