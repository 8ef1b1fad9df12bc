/**
 * What a refused or cut publisher is told (OBS shows none of it; the browser's "Go live" page shows `message`).
 * To join `src/contracts/broadcasts.messages.ts` when the branches merge (that file is stream-server's).
 */
export const INGEST_MESSAGES = {
  wrongKey: 'This stream key opens no broadcast. Copy the current key from the Broadcast tab.',
  notAllowed: 'Only the admins of this event may go live.',
  alreadyLive: 'This broadcast already has a publisher. Stop the other one first.',
  tooManyLive: 'Too many broadcasts are live on this server right now. Try again in a few minutes.',
  diskFull: 'The server is short of disk space for a new broadcast. Try again later.',
  keyRotated: 'The stream key was changed: publish again with the new key.',
  stopped: 'The broadcast was stopped.',
  tooLong: 'The broadcast reached its maximum duration and has ended.',
  live: 'You are live.',
  signIn: 'Sign in to go live.',
  useWebSocket: 'Connect to this address with a WebSocket to publish.',
  crossSite: 'Go live from the Broadcast tab of this site.',
} as const;
