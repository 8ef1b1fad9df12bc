import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPS_ENDPOINTS as E } from '../../../contracts/apps.endpoints.ts';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import { call } from '../../app/http.ts';

export type AppSuggestionInput = BodyIn<typeof E.suggestApp>;

export const appsKeys = {
  weeklyReport: (ownerId: string) => ['apps', ownerId, 'weekly-sales-report'] as const,
};

/** The owner's Weekly Sales Report configuration (whether the apps list says Open or Get). */
export function weeklyReportQuery(ownerId: string) {
  return queryOptions({
    queryKey: appsKeys.weeklyReport(ownerId),
    queryFn: ({ signal }) => call(E.weeklyReport, { query: { ownerId }, signal }),
  });
}

/** Save and remove refresh the configuration the list and the config page read. */
function useWeeklyReportMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: appsKeys.weeklyReport(ownerId) }),
  });
}

export function useSaveWeeklyReport(ownerId: string, ownerUsername: string) {
  return useWeeklyReportMutation(ownerId, (emailAddresses: string) => call(E.saveWeeklyReport, { body: { ownerId, ownerUsername, emailAddresses } }));
}

export function useRemoveWeeklyReport(ownerId: string) {
  return useWeeklyReportMutation(ownerId, () => call(E.removeWeeklyReport, { body: { ownerId } }));
}

export function useSuggestApp() {
  return useMutation({ mutationFn: (body: AppSuggestionInput) => call(E.suggestApp, { body }) });
}
