import { PUBLIC, SIGNED_IN, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Videos (content-management 2.4, 7 Videos): the organizer's library and collaborators, the player's data, views,
 * favorites and donations, and the profile's videos. The file itself goes by tus to the session's url. The library
 * names the managed profile (ownerId): reads pass its management gate, changes its 'edit' right.
 */
const endpoint = endpointsOf('videos', async () => ({ ...(await import('./common.ts')), ...(await import('./videos.ts')) }));

const V = '/api/v1/videos';

export const VIDEOS_ENDPOINTS = {
  // Opening an upload session is a change: it reserves disk space.
  directUploadUrl: endpoint(
    'GET',
    `${V}/direct_upload_url`,
    'Open an upload session for a new video (24 hours; the tus upload URL and its passthrough id)',
    (c) => ({ query: c.ownerQuery, reply: c.directUploadUrlReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  list: endpoint(
    'GET',
    V,
    "An owner's videos and the videos shared with them, 10 a page, sorted and searched",
    (c) => ({ query: c.videoListQuery, reply: c.videosReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  create: endpoint(
    'POST',
    V,
    'Publish a video from a finished upload (processing starts)',
    (c) => ({ body: c.createVideoBody, reply: c.videoView }),
    { status: 201, access: profileRight('edit', 'body.ownerId') },
  ),
  video: endpoint('GET', `${V}/:id`, 'One video, for its edit page', (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.videoView }), {
    access: profileRight('view', 'query.ownerId'),
  }),
  update: endpoint(
    'PATCH',
    `${V}/:id`,
    "Edit a video's details, thumbnail and visibility",
    (c) => ({ params: c.idParams, body: c.updateVideoBody, reply: c.videoView }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  remove: endpoint(
    'DELETE',
    `${V}/:id`,
    'Delete a video (its files go; donations stay on record)',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  addCollaborator: endpoint(
    'POST',
    `${V}/:id/collaborators`,
    'Add an account as collaborator, or invite an e-mail address',
    (c) => ({ params: c.idParams, body: c.addCollaboratorBody, reply: c.collaboratorView }),
    { status: 201, access: profileRight('edit', 'body.ownerId') },
  ),
  removeCollaborator: endpoint(
    'DELETE',
    `${V}/:id/collaborators/:collaboratorId`,
    'Remove a collaborator (the owner), or remove yourself (ownerId and collaboratorId are your own profile)',
    (c) => ({ params: c.collaboratorParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  cancelInvitation: endpoint(
    'DELETE',
    `${V}/:id/collaborator_invitations/:invitationId`,
    'Cancel a collaborator invitation',
    (c) => ({ params: c.invitationParams, query: c.ownerQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
  // The player's side is public: whether a members-only video plays is decided per video in its services.
  watch: endpoint(
    'GET',
    `${V}/:id/watch`,
    'The player page: the video, and signed stream URLs for those who may play it (public)',
    (c) => ({ params: c.idParams, reply: c.watchView }),
    { access: PUBLIC },
  ),
  view: endpoint('POST', `${V}/:id/views`, 'Count a view (once per viewer per 30 minutes)', (c) => ({ params: c.idParams, reply: c.viewReply }), {
    access: PUBLIC,
  }),
  // A stream's gate is its signature (streams.service.ts).
  stream: endpoint(
    'GET',
    '/api/v1/video_streams/:id/:rendition/:file',
    'A file of a video stream by its signed URL (from watch, or a playlist): an HLS playlist (its URIs signed), a segment, or the original with Range',
    (c) => ({ params: c.streamParams, query: c.streamQuery }),
    { access: PUBLIC },
  ),
  poster: endpoint(
    'GET',
    `${V}/:id/poster`,
    "The video's auto poster (a JPEG): a members-only video's is blurred unless the URL is signed for a viewer who may play it",
    (c) => ({ params: c.idParams, query: c.posterQuery }),
    { access: PUBLIC },
  ),
  favorite: endpoint('PUT', `${V}/:id/favorite`, 'Favorite a video', (c) => ({ params: c.idParams, reply: c.favoriteReply }), {
    access: SIGNED_IN,
  }),
  unfavorite: endpoint('DELETE', `${V}/:id/favorite`, 'Take a video out of your favorites', (c) => ({ params: c.idParams, reply: c.favoriteReply }), {
    access: SIGNED_IN,
  }),
  // Whoever may play the video donates to it; a donation's pay page is its donor's only (donations.service.ts).
  donate: endpoint(
    'POST',
    `${V}/:id/donations`,
    'Start a donation to a video (an ArtistVideo order)',
    (c) => ({ params: c.idParams, body: c.donationBody, reply: c.donationReply }),
    { status: 201, access: SIGNED_IN },
  ),
  donation: endpoint(
    'GET',
    '/api/v1/video_donations/:id',
    "A donation's pay page, for its donor only: the amount, the video, and the payment to confirm while it awaits a card",
    (c) => ({ params: c.idParams, reply: c.donationView }),
    { access: SIGNED_IN },
  ),
  profileVideos: endpoint(
    'GET',
    '/api/v1/profiles/:username/videos',
    "A profile's videos, 30 a page (members-only ones blurred for others)",
    (c) => ({ params: c.usernameParams, query: c.profileVideosQuery, reply: c.profileVideosReply }),
    { access: PUBLIC },
  ),
};
