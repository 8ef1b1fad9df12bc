import { z } from 'zod';
import { CURRENCY_CODES } from '../domain/money.ts';
import { USERNAME_MAX } from '../domain/people.ts';
import { profileSummary, text } from './common.ts';

export const createSchoolBody = z.object({
  name: text(100),
  /** The organization's handle, unique across users and organizations. */
  identifier: text(USERNAME_MAX * 2),
  /** The browser's zone and currency at creation, so a new organization does not start in UTC and usd. */
  timezone: text(64).optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
});
export const createSchoolReply = z.object({ school: profileSummary });

/** The management context of /manage/:username, checked by the access gate. */
export const manageContextReply = z.object({
  profile: profileSummary.extend({ developerZoneAllowed: z.boolean() }),
  access: z.enum(['owner', 'organization_member', 'site_admin']),
  /** What the person may do there: pages hide what a member who only looks would be refused. */
  rights: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type ManageContext = z.infer<typeof manageContextReply>;

export const searchCollaboratorsQuery = z.object({
  query: text(200).default(''),
  types: text(40).optional(),
  ownerId: z.uuid().optional(),
});
export const searchCollaboratorsReply = z.object({
  results: z.array(profileSummary.extend({ alreadyAdded: z.boolean() })),
});
