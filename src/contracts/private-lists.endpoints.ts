import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Private access lists (content-management 7 Private lists): the owner's lists and their members, under
 * profile_management/custom_user_lists and custom_user_lists_users. Every call carries the owner id: reads pass its
 * management gate, changes its 'edit' right.
 */
const endpoint = endpointsOf('private-lists', async () => ({ ...(await import('./common.ts')), ...(await import('./private-lists.ts')) }));

const LISTS = '/api/v1/profile_management/custom_user_lists';
const MEMBERS = '/api/v1/profile_management/custom_user_lists_users';

export const PRIVATE_LISTS_ENDPOINTS = {
  lists: endpoint(
    'GET',
    LISTS,
    "An owner's private access lists with their people counts, searched by name",
    (c) => ({ query: c.listsQuery, reply: c.listsReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  list: endpoint('GET', `${LISTS}/:id`, 'One private access list', (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.privateListView }), {
    access: profileRight('view', 'query.ownerId'),
  }),
  createList: endpoint('POST', LISTS, 'Create a private access list', (c) => ({ body: c.listNameBody, reply: c.privateListView }), {
    status: 201,
    access: profileRight('edit', 'body.ownerId'),
  }),
  renameList: endpoint(
    'PATCH',
    `${LISTS}/:id`,
    'Rename a private access list',
    (c) => ({ params: c.idParams, body: c.listNameBody, reply: c.privateListView }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  deleteList: endpoint(
    'DELETE',
    `${LISTS}/:id`,
    'Delete a private access list (its people leave it and its ticket types lose it; orders keep who brought them)',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  memberEmails: endpoint(
    'GET',
    `${LISTS}/:id/emails`,
    'Every e-mail on a list, for the CSV export',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.memberEmailsReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  members: endpoint(
    'GET',
    MEMBERS,
    "A list's people, 10 a page, searched by e-mail or name",
    (c) => ({ query: c.membersQuery, reply: c.membersReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  addMembers: endpoint(
    'POST',
    `${MEMBERS}/create_bulk`,
    'Add e-mails to a list (up to 50,000 a request); each new person gets their share code by e-mail',
    (c) => ({ body: c.addMembersBody, reply: c.addMembersReply }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  removeMember: endpoint(
    'DELETE',
    `${MEMBERS}/:id`,
    'Remove a person from a list (orders they brought stay attributed)',
    (c) => ({ params: c.idParams, query: c.removeMemberQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
};
