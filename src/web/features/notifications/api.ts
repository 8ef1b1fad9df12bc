import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn, ReplyOf } from '../../../contracts/endpoint.ts';
import { NOTIFICATIONS_ENDPOINTS } from '../../../contracts/notifications.endpoints.ts';
import { call } from '../../app/http.ts';

export type NotificationsReply = ReplyOf<typeof NOTIFICATIONS_ENDPOINTS.list>;

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => call(NOTIFICATIONS_ENDPOINTS.list, { signal }),
  refetchInterval: 60_000,
});

function markLocally(reply: NotificationsReply | undefined, id: string | null): NotificationsReply | undefined {
  if (!reply) return reply;
  const notifications = reply.notifications.map((n) => (id === null || n.id === id ? { ...n, read: true } : n));
  return { notifications, unreadCount: notifications.filter((n) => !n.read).length };
}

/** Marks one notification read (optimistically), or all of them when id is null. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? call(NOTIFICATIONS_ENDPOINTS.markAllAsRead) : call(NOTIFICATIONS_ENDPOINTS.markAsRead, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const previous = queryClient.getQueryData<NotificationsReply>(notificationKeys.all);
      queryClient.setQueryData(notificationKeys.all, markLocally(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const notificationSettingsKeys = {
  mine: ['notifications', 'settings'] as const,
};

/** GET /api/notifications/settings: the signed-in person's own switches. */
export const notificationSettingsQuery = queryOptions({
  queryKey: notificationSettingsKeys.mine,
  queryFn: ({ signal }) => call(NOTIFICATIONS_ENDPOINTS.settings, { signal }),
});

/** Saves the switches; the reply is the new state, written to the cache at once. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof NOTIFICATIONS_ENDPOINTS.updateSettings>) => call(NOTIFICATIONS_ENDPOINTS.updateSettings, { body }),
    onSuccess: (reply) => queryClient.setQueryData(notificationSettingsKeys.mine, reply),
  });
}
