import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '../../../contracts/endpoint.ts';
import { SETTINGS_ENDPOINTS } from '../../../contracts/settings.endpoints.ts';
import type { SettingsSaveBody } from '../../../contracts/settings.ts';
import type { UploadKind } from '../../../domain/profiles.ts';
import { call } from '../../app/http.ts';
import { sessionKeys } from '../accounts/index.ts';
import { manageKeys } from '../manage/index.ts';

export type { UploadKind };

export const settingsKeys = {
  all: ['settings'] as const,
  profile: (username: string) => ['settings', 'profile', username.toLowerCase()] as const,
  currencies: ['settings', 'currencies'] as const,
};

export function settingsQuery(username: string) {
  return queryOptions({
    queryKey: settingsKeys.profile(username),
    queryFn: ({ signal }) => call(SETTINGS_ENDPOINTS.read, { params: { username }, signal }),
  });
}

export const currenciesQuery = queryOptions({
  queryKey: settingsKeys.currencies,
  queryFn: ({ signal }) => call(SETTINGS_ENDPOINTS.currencies, { signal }),
  staleTime: Infinity,
});

export function uploadImage(kind: UploadKind, file: Blob, fileName: string): Promise<ReplyOf<typeof SETTINGS_ENDPOINTS.upload>> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, fileName);
  return call(SETTINGS_ENDPOINTS.upload, { body });
}

/** PATCH /api/v1/profiles/:id. The caller refreshes with refreshAfterSave (after leaving the old URL on a rename). */
export function useSaveSettings() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SettingsSaveBody }) => call(SETTINGS_ENDPOINTS.save, { params: { id }, body }),
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
    mutationFn: (id: string) => call(SETTINGS_ENDPOINTS.deleteProfile, { params: { id } }),
  });
}

/** After a deletion: drops the deleted profile's cached pages and refreshes the session and everything else. */
export async function forgetDeletedProfile(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: settingsKeys.all });
  queryClient.removeQueries({ queryKey: manageKeys.all });
  await queryClient.invalidateQueries();
}
