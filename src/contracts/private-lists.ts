import { z } from 'zod';
import { paged, text } from './common.ts';
import { PRIVATE_LIST_LIMITS, PRIVATE_LIST_RULE_MESSAGES } from './private-lists.messages.ts';
export * from './private-lists.messages.ts';

/** Private access lists (content-management 2.5, 3 Private list and List member, 7 Private lists). */

export const ownerQuery = z.object({ ownerId: z.uuid() });

const search = text(PRIVATE_LIST_LIMITS.searchMax).trim().optional();

/** The overview: all of the owner's lists (the web sorts them), those whose name holds `search` when given. */
export const listsQuery = ownerQuery.extend({ search });

/** A list (content-management 3 Private list): `userCount` counts its current members. */
export const privateListView = z.object({
  id: z.uuid(),
  name: z.string(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type PrivateListView = z.infer<typeof privateListView>;
export const listsReply = z.object({ data: z.array(privateListView) });

/** Create and rename: the List Name, required, at most 100 characters. */
export const listNameBody = z.object({
  ownerId: z.uuid(),
  name: text(PRIVATE_LIST_LIMITS.nameMax).trim().min(1, PRIVATE_LIST_RULE_MESSAGES.required),
});
export type ListNameBody = z.input<typeof listNameBody>;

/** The members table: 10 a page, searched on the e-mail and the name. */
export const membersQuery = ownerQuery.extend({
  customUserListId: z.uuid(),
  search,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MembersQuery = z.input<typeof membersQuery>;

/**
 * A list member (content-management 3 List member): `name` is the name of the account whose verified e-mail this
 * is, else ''. The share code is never in a reply: only its member (ticket page, e-mail) sees it.
 */
export const listMemberView = z.object({ id: z.uuid(), email: z.string(), name: z.string() });
export type ListMemberView = z.infer<typeof listMemberView>;
export const membersReply = paged(listMemberView);

/** Every current member's e-mail, for the client-built CSV export. */
export const memberEmailsReply = z.object({ emails: z.array(z.string()) });

/**
 * Add Emails and Bulk Import: the addresses (trimmed and lower-cased by the server too), at most 50,000 a request.
 * The server checks them as the forms do (domain/private-lists.ts checkAddEmails) and refuses the whole request.
 */
export const addMembersBody = z.object({
  ownerId: z.uuid(),
  customUserListId: z.uuid(),
  emails: z.array(text(254)).max(PRIVATE_LIST_LIMITS.importMax, PRIVATE_LIST_RULE_MESSAGES.tooMany),
});
export type AddMembersBody = z.input<typeof addMembersBody>;
export const addMembersReply = z.object({ added: z.number().int() });

export const removeMemberQuery = ownerQuery.extend({ customUserListId: z.uuid() });
