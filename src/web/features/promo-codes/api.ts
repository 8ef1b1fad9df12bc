import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '../../../contracts/endpoint.ts';
import { EVENTS_MANAGEMENT_ENDPOINTS } from '../../../contracts/events-management.endpoints.ts';
import { PROMO_CODES_ENDPOINTS as E } from '../../../contracts/promo-codes.endpoints.ts';
import type { BulkPromoCodesBody, PromoCodeBody, PromoCodeView } from '../../../contracts/promo-codes.ts';
import { call } from '../../app/http.ts';

export type { PromoCodeView };
/** The list's page, search and sort, without the owner. */
export type PromoListParams = Omit<QueryIn<typeof E.list>, 'ownerId'>;

/** One owner's codes under one key: a save or a deletion refreshes the list and the edit pages. */
export const promoCodeKeys = {
  owner: (ownerId: string) => ['promo-codes', ownerId] as const,
  list: (ownerId: string, params: PromoListParams) => ['promo-codes', ownerId, 'list', params] as const,
  code: (ownerId: string, id: string) => ['promo-codes', ownerId, 'code', id] as const,
  categories: ['course-categories'] as const,
};

/** One page of the owner's global codes; the last page stays while the next loads. */
export function promoCodesQuery(ownerId: string, params: PromoListParams) {
  return queryOptions({
    queryKey: promoCodeKeys.list(ownerId, params),
    queryFn: ({ signal }) => call(E.list, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The edit page's code. */
export function promoCodeQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: promoCodeKeys.code(ownerId, id),
    queryFn: ({ signal }) => call(E.code, { params: { id }, query: { ownerId }, signal }),
  });
}

/** GET /api/v1/course_categories: a fixed list, read once. */
export const courseCategoriesQuery = queryOptions({
  queryKey: promoCodeKeys.categories,
  queryFn: ({ signal }) => call(EVENTS_MANAGEMENT_ENDPOINTS.categories, { signal }),
  staleTime: Infinity,
});

/** A change to the owner's codes; the refresh is not awaited (the page moves to the list at once). */
function usePromoMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: promoCodeKeys.owner(ownerId) }),
  });
}

/** Creates a code, or updates the code `id`. */
export function useSavePromoCode(ownerId: string) {
  return usePromoMutation(ownerId, ({ id, body }: { id: string | null; body: PromoCodeBody }) =>
    id ? call(E.update, { params: { id }, body }) : call(E.create, { body }),
  );
}

export function useBulkCreatePromoCodes(ownerId: string) {
  return usePromoMutation(ownerId, (body: BulkPromoCodesBody) => call(E.bulkCreate, { body }));
}

export function useDeletePromoCode(ownerId: string) {
  return usePromoMutation(ownerId, (id: string) => call(E.remove, { params: { id }, query: { ownerId } }));
}
