import { profileRight, SIGNED_IN } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The AI event creator's conversation (buyer-side 7); the spec's /client_side_api/v1 is served as /api/v1. */
const endpoint = endpointsOf('event-creator', () => import('./event-creator.ts'));

export const EVENT_CREATOR_ENDPOINTS = {
  create: endpoint(
    'POST',
    '/api/v1/event_creators',
    'Start a conversation with the event assistant for a profile you manage',
    (c) => ({ query: c.createCreatorQuery, reply: c.createCreatorReply }),
    { status: 201, access: profileRight('view', 'query.ownerId') },
  ),
  // Only its creator reads or writes a conversation: anyone else gets 404 (the service checks it).
  read: endpoint(
    'GET',
    '/api/v1/event_creators/:uuid',
    'The conversation: its messages, whether a reply is being written, the draft event once created',
    (c) => ({ params: c.creatorIdParams, reply: c.creatorChatReply }),
    { access: SIGNED_IN },
  ),
  send: endpoint(
    'POST',
    '/api/v1/event_creators/:uuid/messages',
    "Send a message; the assistant's reply follows (poll the conversation). Resending after a failure retries it",
    (c) => ({ params: c.creatorIdParams, body: c.sendMessageBody, reply: c.creatorChatReply }),
    { status: 201, access: SIGNED_IN },
  ),
} as const;
