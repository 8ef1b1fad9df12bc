import { PUBLIC, SIGNED_IN, eventRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Broadcasts (issue 30): an online date's live stream. The event's Broadcast tab lists them (anyone on the event's
 * team; keys for its admins only); a broadcast's changes are its event's admins' (checked in the service, since the
 * path names the broadcast). Watching is public and decided per broadcast: ticket holders of the date, the team and
 * site admins get the signed, viewer-bound stream.
 */
const endpoint = endpointsOf('broadcasts', async () => ({ ...(await import('./common.ts')), ...(await import('./broadcasts.ts')) }));

const B = '/api/v1/broadcasts';

export const BROADCASTS_ENDPOINTS = {
  list: endpoint(
    'GET',
    '/api/v1/events/:eventId/broadcasts',
    "An event's broadcasts, one per online date (the stream key for its admins only)",
    (c) => ({ params: c.eventBroadcastsParams, reply: c.eventBroadcastsReply }),
    { access: eventRight('canView', 'params.eventId') },
  ),
  update: endpoint(
    'PATCH',
    `${B}/:id`,
    "Set a broadcast's mode and external link (the event's admins)",
    (c) => ({ params: c.broadcastParams, body: c.updateBroadcastBody, reply: c.broadcastView }),
    { access: SIGNED_IN },
  ),
  rotateKey: endpoint(
    'POST',
    `${B}/:id/stream_key`,
    'Replace the stream key (the publisher using the old one is cut)',
    (c) => ({ params: c.broadcastParams, reply: c.broadcastView }),
    { access: SIGNED_IN },
  ),
  stop: endpoint(
    'POST',
    `${B}/:id/stop`,
    'End a broadcast (live or not yet started)',
    (c) => ({ params: c.broadcastParams, reply: c.broadcastView }),
    {
      access: SIGNED_IN,
    },
  ),
  updateReplay: endpoint(
    'PATCH',
    `${B}/:id/replay`,
    "Choose who may watch a broadcast's replay besides the date's ticket holders",
    (c) => ({ params: c.broadcastParams, body: c.updateReplayBody, reply: c.broadcastView }),
    { access: SIGNED_IN },
  ),
  deleteReplay: endpoint(
    'DELETE',
    `${B}/:id/replay`,
    "Delete a broadcast's replay video",
    (c) => ({ params: c.broadcastParams, reply: c.broadcastView }),
    { access: SIGNED_IN },
  ),
  watch: endpoint(
    'GET',
    `${B}/:id/watch`,
    'The broadcast page: the event and status, and for those who may watch the signed stream or the external link (public)',
    (c) => ({ params: c.broadcastParams, reply: c.broadcastWatchView }),
    { access: PUBLIC },
  ),
  // A stream's gate is its signature, bound to the viewer, and the viewer's right checked again (watch.service.ts).
  playlist: endpoint(
    'GET',
    '/api/v1/broadcast_streams/:id/index.m3u8',
    'The live HLS playlist by its signed URL (its segment URLs signed for the same viewer)',
    (c) => ({ params: c.broadcastParams, query: c.broadcastStreamQuery }),
    { access: PUBLIC },
  ),
  segment: endpoint(
    'GET',
    '/api/v1/broadcast_streams/:id/:file',
    'A live segment by its signed URL (from the playlist)',
    (c) => ({ params: c.broadcastSegmentParams, query: c.broadcastStreamQuery }),
    { access: PUBLIC },
  ),
  ondemand: endpoint(
    'GET',
    '/api/v1/videos/ondemand',
    'The replays the signed-in viewer may watch, their tickets’ first, 10 a page',
    (c) => ({ query: c.ondemandQuery, reply: c.ondemandReply }),
    { access: SIGNED_IN },
  ),
};
