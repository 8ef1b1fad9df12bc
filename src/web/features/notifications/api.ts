import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsReply } from '../../../contracts/notifications.ts';
import { api } from '../../app/http.ts';

export type NotificationsReply = z.infer<typeof notificationsReply>;

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => api<NotificationsReply>('/api/notifications', { signal }),
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
      id === null
        ? api('/api/notifications/mark_all_as_read', { method: 'POST' })
        : api(`/api/notifications/${encodeURIComponent(id)}/mark_as_read`, { method: 'POST' }),
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
