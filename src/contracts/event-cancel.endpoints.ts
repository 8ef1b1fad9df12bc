import { eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Postpone and cancel an event, and the mass refund a cancel starts (issue 34): event admins only (the right to
 * publish is the admins').
 */
const endpoint = endpointsOf('tickets', async () => ({
  ...(await import('./event-cancel.ts')),
  eventIdParams: (await import('./events.ts')).eventIdParams,
}));

const COURSE = '/api/v1/management/courses/:eventId';
const admins = eventRight('canPublish', 'params.eventId');

export const EVENT_CANCEL_ENDPOINTS = {
  status: endpoint(
    'GET',
    `${COURSE}/lifecycle`,
    "The event's status: cancelled or postponed, what a cancel would refund, and the mass refund's progress",
    (c) => ({ params: c.eventIdParams, reply: c.eventLifecycleReply }),
    { access: admins },
  ),
  cancel: endpoint(
    'POST',
    `${COURSE}/cancel`,
    'Cancel the event: sales stop, every order is refunded by a job, holders are e-mailed',
    (c) => ({ params: c.eventIdParams, body: c.cancelEventBody, reply: c.eventLifecycleMessageReply }),
    { access: admins },
  ),
  retryFailed: endpoint(
    'POST',
    `${COURSE}/mass_refund/retry`,
    "Retry the mass refund's failed orders",
    (c) => ({ params: c.eventIdParams, reply: c.eventLifecycleMessageReply }),
    { access: admins },
  ),
  postpone: endpoint(
    'POST',
    `${COURSE}/postpone`,
    'Postpone the event to its current dates: holders are e-mailed, and may ask for a refund until the given instant',
    (c) => ({ params: c.eventIdParams, body: c.postponeEventBody, reply: c.eventLifecycleMessageReply }),
    { access: admins },
  ),
};
