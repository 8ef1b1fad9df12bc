export { acceptVideoInvitation, findVideoInvitation, viewVideoInvitation } from './collaborators.service.ts';
export { type DemoMedia, makeDemoClip, removeDemoClip, videoDonationHistory } from './demo-video.ts';
export { donationSettlement } from './donations-settlement.ts';
export { ffmpegAvailable } from './processing/ffmpeg-available.ts';
export { hasVisibleVideos } from './profile-videos.service.ts';
export { admitsViewer, collaboratesOn } from './video-access.ts';
export { publishRecording, recordingName, setVideoAudience, stageRecording } from './recordings.ts';
export { removeVideo } from './video-save.service.ts';
export { expiresIn, streamSigner, streamSigningSecret, type StreamPath, type StreamScope, type StreamSigner } from './stream-signing.ts';
