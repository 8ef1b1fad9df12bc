/** Organization texts: plain constants without zod, so the web app can import them without the schemas. */
import { NAV_TEXTS } from './site.messages.ts';

/** Creating an organization (/schools/new) and the sidebar's profile picker (accounts-and-reporting 2.1). */
export const ORGANIZATION_TEXTS = {
  createTitle: NAV_TEXTS.createOrganization,
  createIntro: 'Sell tickets and memberships as a venue, label, collective or school, and manage it with your team.',
  nameLabel: 'Organization name',
  namePlaceholder: 'Moonlight Collective',
  identifierLabel: 'Identifier',
  /** The address the identifier gives; the word 'identifier' stands in until one is typed. */
  identifierHint: (identifier: string) => `Your organization's address: ovation.events/o/${identifier || 'identifier'}`,
  create: 'Create organization',
  created: (name: string) => `${name} was created`,
  /** What kind of profile a line of the picker (and a team member) is. */
  organization: 'Organization',
  personalAccount: 'Personal account',
  /** Read before the current profile's name and kind, which name the picker's button. */
  switchProfile: 'Switch profile, current:',
} as const;

/** The collaborator search's limits (GET /api/search_collaborators, docs/decisions/accounts.md). */
export const COLLABORATOR_SEARCH_MESSAGES = {
  rateLimited: 'Too many searches. Please wait a minute and try again.',
  emailRateLimited: 'Too many searches by e-mail address. Please try again in {wait}.',
} as const;
