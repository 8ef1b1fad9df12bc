import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditLogQuery } from '../../../contracts/audit.ts';
import { AUDIT_ENDPOINTS } from '../../../contracts/audit.endpoints.ts';
import type { ReplyOf } from '../../../contracts/endpoint.ts';
import { call } from '../../app/http.ts';

export type AuditLogReply = ReplyOf<typeof AUDIT_ENDPOINTS.auditLog>;
export type AuditLogFilters = Partial<Omit<AuditLogQuery, 'page' | 'perPage'>> & { page: number };

export const auditKeys = {
  all: ['audit'] as const,
  log: (filters: AuditLogFilters) => ['audit', 'log', filters] as const,
  account: (userId: string) => ['audit', 'account', userId] as const,
};

export const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: auditKeys.log(filters),
    queryFn: ({ signal }) => call(AUDIT_ENDPOINTS.auditLog, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const adminAccountQuery = (userId: string) =>
  queryOptions({
    queryKey: auditKeys.account(userId),
    queryFn: ({ signal }) => call(AUDIT_ENDPOINTS.account, { params: { id: userId }, signal }),
  });

export type AccountAction = 'verifyEmail' | 'disableSignIn' | 'enableSignIn' | 'sendPasswordReset';

/** One account action; the account's state and the audit log are read again after it. */
export function useAccountAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccountAction) => call(AUDIT_ENDPOINTS[action], { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  });
}

/** The developer zone switch of a profile; the search results (the console's) and the audit log are read again. */
export function useDeveloperZoneSwitch(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed: boolean) => call(AUDIT_ENDPOINTS.developerZone, { params: { id: profileId }, body: { allowed } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: auditKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
