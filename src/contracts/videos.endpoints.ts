import { endpointsOf } from './endpoint.ts';

/** The organizer's videos area (content-management 7 Videos). The file itself goes by tus to the session's url. */
const endpoint = endpointsOf('videos', () => import('./videos.ts'));

export const VIDEOS_ENDPOINTS = {
  directUploadUrl: endpoint(
    'GET',
    '/api/v1/videos/direct_upload_url',
    'Open an upload session for a new video (24 hours; the tus upload URL and its passthrough id)',
    (c) => ({ query: c.ownerQuery, reply: c.directUploadUrlReply }),
  ),
};
