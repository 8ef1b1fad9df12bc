import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '../../../contracts/endpoint.ts';
import { PRIVATE_LISTS_ENDPOINTS as E } from '../../../contracts/private-lists.endpoints.ts';
import type { ListMemberView, PrivateListView } from '../../../contracts/private-lists.ts';
import { call } from '../../app/http.ts';

export type { ListMemberView, PrivateListView };
/** The members table's search and page, without the owner and the list. */
export type MembersParams = Omit<QueryIn<typeof E.members>, 'ownerId' | 'customUserListId'>;

/** Everything of one owner's lists sits under one key: adding or removing people changes the overview's counts too. */
export const privateListKeys = {
  owner: (ownerId: string) => ['private-lists', ownerId] as const,
  lists: (ownerId: string, search: string | undefined) => ['private-lists', ownerId, 'lists', search ?? ''] as const,
  list: (ownerId: string, id: string) => ['private-lists', ownerId, 'list', id] as const,
  members: (ownerId: string, id: string, params: MembersParams) => ['private-lists', ownerId, 'list', id, 'members', params] as const,
  emails: (ownerId: string, id: string) => ['private-lists', ownerId, 'list', id, 'emails'] as const,
};

/** The overview's lists, searched by the server; the last result stays while the next search loads. */
export function listsQuery(ownerId: string, search: string | undefined) {
  return queryOptions({
    queryKey: privateListKeys.lists(ownerId, search),
    queryFn: ({ signal }) => call(E.lists, { query: { ownerId, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function listQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: privateListKeys.list(ownerId, id),
    queryFn: ({ signal }) => call(E.list, { params: { id }, query: { ownerId }, signal }),
  });
}

/** One page of a list's people (10 a page), searched on the e-mail and the name. */
export function membersQuery(ownerId: string, id: string, params: MembersParams) {
  return queryOptions({
    queryKey: privateListKeys.members(ownerId, id, params),
    queryFn: ({ signal }) => call(E.members, { query: { ownerId, customUserListId: id, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every address on the list: the CSV export, and Bulk Import's 'Email already exists in the list'. */
export function memberEmailsQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: privateListKeys.emails(ownerId, id),
    queryFn: ({ signal }) => call(E.memberEmails, { params: { id }, query: { ownerId }, signal }),
  });
}

/**
 * A change to an owner's lists; the refresh is not awaited, so the page moves on at once (a deleted list's page
 * must not refetch it and show 'not found' before it leaves).
 */
function useListsMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: privateListKeys.owner(ownerId) }),
  });
}

export function useCreateList(ownerId: string) {
  return useListsMutation(ownerId, (name: string) => call(E.createList, { body: { ownerId, name } }));
}

export function useRenameList(ownerId: string) {
  return useListsMutation(ownerId, ({ id, name }: { id: string; name: string }) => call(E.renameList, { params: { id }, body: { ownerId, name } }));
}

export function useDeleteList(ownerId: string) {
  return useListsMutation(ownerId, (id: string) => call(E.deleteList, { params: { id }, query: { ownerId } }));
}

/** Add Emails and Bulk Import: every address in one request (the server checks them again). */
export function useAddMembers(ownerId: string, listId: string) {
  return useListsMutation(ownerId, (emails: string[]) => call(E.addMembers, { body: { ownerId, customUserListId: listId, emails } }));
}

export function useRemoveMember(ownerId: string, listId: string) {
  return useListsMutation(ownerId, (memberId: string) =>
    call(E.removeMember, { params: { id: memberId }, query: { ownerId, customUserListId: listId } }),
  );
}
