export { acceptVideoInvitation, findVideoInvitation, viewVideoInvitation } from './collaborators.service.ts';
export { type DemoMedia, makeDemoClip, removeDemoClip, videoDonationHistory } from './demo-video.ts';
export { donationSettlement } from './donations-settlement.ts';
export { ffmpegAvailable } from './processing/ffmpeg-available.ts';
export { hasVisibleVideos } from './profile-videos.service.ts';
