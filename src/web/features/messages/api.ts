import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_ENDPOINTS as E } from '../../../contracts/messages.endpoints.ts';
import type { MessageView } from '../../../contracts/messages.ts';
import type { MessageAudience, MessageFormat } from '../../../contracts/messages.values.ts';
import { call } from '../../app/http.ts';

export type { MessageView };

export interface Audience {
  audience: MessageAudience;
  ticketTypeId?: string;
  occurrenceId?: string;
}
export interface Content {
  subject: string;
  body: string;
  format: MessageFormat;
}

export const messageKeys = {
  list: (eventId: string) => ['messages', eventId] as const,
  audience: (eventId: string, a: Audience) => ['messages', eventId, 'audience', a] as const,
};

/** Whether a message is still going out (its summary moves). */
const stillSending = ({ messages: sent }: { messages: MessageView[] }) => sent.some((m) => m.finishedAt === null);

/** The sent messages, looked at again every few seconds while one is still going out (its summary moves). */
export function messagesQuery(eventId: string) {
  return queryOptions({
    queryKey: messageKeys.list(eventId),
    queryFn: ({ signal }) => call(E.list, { params: { eventId }, signal }),
    refetchInterval: (q) => (q.state.data && stillSending(q.state.data) ? 5000 : false),
  });
}

/** How many addresses the audience reaches; only asked once it names what it needs. */
export function audienceQuery(eventId: string, a: Audience) {
  const complete = a.audience === 'all' || (a.audience === 'ticket_type' ? !!a.ticketTypeId : !!a.occurrenceId);
  return queryOptions({
    queryKey: messageKeys.audience(eventId, a),
    queryFn: ({ signal }) => call(E.audience, { params: { eventId }, query: a, signal }),
    enabled: complete,
  });
}

export const previewMessage = (eventId: string, body: Content) => call(E.preview, { params: { eventId }, body });
export const sendTestMessage = (eventId: string, body: Content) => call(E.test, { params: { eventId }, body });

export function useSendMessage(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Content & Audience & { clientKey: string }) => call(E.send, { params: { eventId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.list(eventId) }),
  });
}

export const unsubscribeInfo = (token: string) => call(E.unsubscribeInfo, { params: { token } });
export const unsubscribe = (token: string) => call(E.unsubscribe, { params: { token } });
