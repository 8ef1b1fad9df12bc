import { describe, expect, it, vi } from 'vitest';
import { landingOf } from './landing.ts';

describe('the landing address', () => {
  it('keeps the campaign of the address the visitor landed on after a page drops the utm_ parameters', async () => {
    const address = { pathname: '/event/0b9e4a52-3f9a-4c55-9d3e-2a1f3c4d5e6f', origin: 'https://ovation.test' };
    const location = { ...address, search: '?utm_source=news&utm_medium=email&utm_campaign=spring' };
    vi.stubGlobal('location', location);
    // The app's first script run: the module is in the first load (tracking.ts).
    const { landingAddress } = await import('./landing-address.ts');
    location.search = ''; // the event page rewrites the address
    expect(landingOf(landingAddress, '')).toMatchObject({ utmSource: 'news', utmMedium: 'email', utmCampaign: 'spring' });
    vi.unstubAllGlobals();
  });
});
