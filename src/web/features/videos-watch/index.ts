export { type ProfileVideoCard, profileVideosQuery } from './api.ts';
export { formatDuration } from './watch-view.ts';
