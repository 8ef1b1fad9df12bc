/**
 * The address the visitor landed on, read when this module first runs (it is in every page's first load, through
 * tracking.ts), before any page rewrites the URL: the event page drops the utm_ parameters from the address, and the
 * tracker loads seconds later, so reading `location` then would record no campaign.
 */
import type { LandingAddress } from './landing.ts';

export const landingAddress: LandingAddress = { pathname: location.pathname, search: location.search, origin: location.origin };
