import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileSettings, SettingsReply, SettingsSaveBody, currenciesReply, uploadReply } from '../../../contracts/settings.ts';
import type { UploadKind } from '../../../domain/profiles.ts';
import { api } from '../../app/http.ts';
import { sessionKeys } from '../accounts/api.ts';
import { manageKeys } from '../manage/api.ts';

export type { ProfileSettings, SettingsReply, SettingsSaveBody };
export type UploadReply = z.infer<typeof uploadReply>;
export type CurrenciesReply = z.infer<typeof currenciesReply>;
export type { UploadKind };

export const settingsKeys = {
  all: ['settings'] as const,
  profile: (username: string) => ['settings', 'profile', username.toLowerCase()] as const,
  currencies: ['settings', 'currencies'] as const,
};

export function settingsQuery(username: string) {
  return queryOptions({
    queryKey: settingsKeys.profile(username),
    queryFn: ({ signal }) => api<SettingsReply>(`/api/v1/profiles/${encodeURIComponent(username)}/settings`, { signal }),
  });
}

export const currenciesQuery = queryOptions({
  queryKey: settingsKeys.currencies,
  queryFn: ({ signal }) => api<CurrenciesReply>('/api/v1/currencies', { signal }),
  staleTime: Infinity,
});

export function uploadImage(kind: UploadKind, file: Blob, fileName: string): Promise<UploadReply> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, fileName);
  return api<UploadReply>('/api/v1/file_uploads', { method: 'POST', body });
}

/** PATCH /api/v1/profiles/:id. The caller refreshes with refreshAfterSave (after leaving the old URL on a rename). */
export function useSaveSettings() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SettingsSaveBody }) =>
      api<{ profile: ProfileSettings }>(`/api/v1/profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  });
}

/** Refreshes the settings, the management context and the session (names, handles, avatars) after a save. */
export async function refreshAfterSave(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
    queryClient.invalidateQueries({ queryKey: manageKeys.all }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  ]);
}

/** DELETE /api/v1/profiles/:id. The caller leaves the management area first, then calls forgetDeletedProfile. */
export function useDeleteProfile() {
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/v1/profiles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  });
}

/** After a deletion: drops the deleted profile's cached pages and refreshes the session and everything else. */
export async function forgetDeletedProfile(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: settingsKeys.all });
  queryClient.removeQueries({ queryKey: manageKeys.all });
  await queryClient.invalidateQueries();
}
