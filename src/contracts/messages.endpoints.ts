import { PUBLIC, eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Messages to an event's ticket holders (event admins) and the unsubscribe link they carry (anyone with it). */
const endpoint = endpointsOf('messages', () => import('./messages.ts'));

const BASE = '/api/v1/management/courses/:eventId/messages';
/** Messages reach every holder's inbox: the event's admins only, as its details (door and basic roles are refused). */
const ADMIN_OF_EVENT = eventRight('canEditDetails', 'params.eventId');

export const MESSAGES_ENDPOINTS = {
  list: endpoint(
    'GET',
    BASE,
    "The event's sent messages, newest first, with their delivery summaries",
    (c) => ({ params: c.eventIdParams, reply: c.messagesReply }),
    {
      access: ADMIN_OF_EVENT,
    },
  ),
  get: endpoint(
    'GET',
    `${BASE}/:messageId`,
    'One sent message with its delivery summary',
    (c) => ({ params: c.messageParams, reply: c.messageReply }),
    {
      access: ADMIN_OF_EVENT,
    },
  ),
  audience: endpoint(
    'GET',
    `${BASE}/audience`,
    'How many addresses an audience reaches',
    (c) => ({ params: c.eventIdParams, query: c.audienceQuery, reply: c.audienceCountReply }),
    { access: ADMIN_OF_EVENT },
  ),
  preview: endpoint(
    'POST',
    `${BASE}/preview`,
    'The e-mail as attendees will get it',
    (c) => ({ params: c.eventIdParams, body: c.messageContentBody, reply: c.renderedMessageReply }),
    { access: ADMIN_OF_EVENT },
  ),
  test: endpoint(
    'POST',
    `${BASE}/test`,
    "Sends the e-mail to the sender's own verified address",
    (c) => ({ params: c.eventIdParams, body: c.messageContentBody, reply: c.testSendReply }),
    { access: ADMIN_OF_EVENT },
  ),
  send: endpoint(
    'POST',
    BASE,
    'Sends a message to an audience, in batches within the mail rate',
    (c) => ({ params: c.eventIdParams, body: c.sendMessageBody, reply: c.messageReply }),
    { access: ADMIN_OF_EVENT, status: 201 },
  ),
  unsubscribeInfo: endpoint(
    'GET',
    '/api/v1/unsubscribe/:token',
    'Whose messages an unsubscribe link stops',
    (c) => ({ params: c.unsubscribeParams, reply: c.unsubscribeReply }),
    { access: PUBLIC },
  ),
  unsubscribe: endpoint(
    'POST',
    '/api/v1/unsubscribe/:token',
    "Stops one organizer's messages to the link's address (also the List-Unsubscribe one-click target)",
    (c) => ({ params: c.unsubscribeParams, reply: c.unsubscribeReply }),
    { access: PUBLIC },
  ),
};
