/**
 * Video texts and constants (content-management 2.4, 4, 5 Video, 9): plain values without zod, so the web app can
 * import them. The rules' texts live in src/domain/videos.ts and are re-exported here.
 */
import { unableTo } from './errors.messages.ts';

export {
  POSTER_SOURCES,
  VIDEO_FIELD_LIMITS,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  VIDEO_PAGE_SIZES,
  VIDEO_SORTS,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
  VIEW_WINDOW_MS,
} from '../domain/videos.ts';
export type { PosterSource, VideoSort, VideoStatus, VideoVisibility } from '../domain/videos.ts';

/** Why processing failed, in words for the organizer (a 'failed' video shows one). */
export const PROCESSING_FAILURES = {
  'ffmpeg-missing': 'Video processing is not available on this server',
  unreadable: 'The file is not a readable MP4 or MOV video',
  'no-video-stream': 'The file has no video stream',
  timeout: 'Processing the video took too long',
  aborted: 'Processing the video was stopped',
  'poster-failed': 'The poster could not be made from the video',
  'renditions-failed': 'The streaming versions of the video could not be made',
} as const;
export type ProcessingFailure = keyof typeof PROCESSING_FAILURES;

/** Server answers of the videos API (docs/decisions/videos.md). */
export const VIDEO_API_MESSAGES = {
  notFound: 'Sorry! We had a problem fetching that video.',
  uploadNotFinished: 'The video upload is not finished yet',
  uploadUnknown: 'This upload was not found or has expired. Please upload the video again.',
  uploadUsed: 'This upload already belongs to a video',
  tierUnknown: 'One of the membership tiers was not found',
  thumbnailUnknown: 'The thumbnail was not found. Please upload it again.',
  collaboratorUnknown: 'That account was not found',
  collaboratorIsOwner: 'The owner of the video cannot be a collaborator',
  alreadyAdded: 'Already added',
  notACollaborator: 'You are not a collaborator on this video',
  invalidEmail: 'Please enter a valid email address',
  tooManyTags: 'Add at most 30 tags',
  tagTooLong: 'Each tag can have at most 50 characters',
  invitationNotFound: 'That invitation was not found',
  signedLinkExpired: 'This link has expired. Reload the page to keep watching.',
  membersOnly: 'This video is for members only',
  notReady: 'This video is not ready to play yet',
  donationsOff: 'Donations are not available for this video',
  donationNotFound: 'Sorry! We could not find that donation.',
} as const;

/** The videos list (content-management 2.4). */
export const VIDEO_LIST_TEXTS = {
  title: 'Videos',
  upload: 'Upload New Video',
  searchLabel: 'Search videos',
  searchPlaceholder: 'Search by title',
  tableLabel: 'Videos',
  columns: { title: 'Title', privacy: 'Privacy', uploadedAt: 'Upload date', donations: 'Donations', views: 'Views', favorited: 'Favorited' },
  membersOnly: 'Members Only',
  public: 'Public',
  notAvailable: 'N/A',
  /** The count under the list: '1 video', '12 videos'. */
  noun: ['video', 'videos'],
  rowActions: (title: string) => `Actions for ${title}`,
  goToPlayer: 'Go to video player',
  edit: 'Edit',
  removeMe: 'Remove me',
  removeMeQuestion: 'Remove yourself from this video?',
  removeMeText: 'The video will no longer show in your videos. Its owner can add you again.',
  removeMeConfirm: 'Remove me',
  removedMe: 'You have been removed from this video',
  removeMeFailed: unableTo('remove you from this video'),
  loadFailed: unableTo('load videos'),
  /** Under the title of a video shared with the profile. */
  sharedBy: (owner: string) => `Shared by ${owner}`,
  collaboratorIcon: 'Shared with collaborators',
  emptyTitle: 'Getting Started with Videos',
  emptyText: 'Upload videos for everyone to watch, or make them members-only so only your members can play them.',
  emptyAction: 'Upload Your First Video',
  noResults: 'No results',
  status: { uploading: 'Uploading', processing: 'Processing', ready: 'Ready', failed: 'Failed' },
  processingPercent: (percent: number) => `Processing ${percent}%`,
} as const;

/** The upload (create) and edit page (content-management 2.4, 4, 5, 9). */
export const VIDEO_FORM_TEXTS = {
  createTitle: 'Upload video',
  editTitle: 'Edit video',
  close: 'Close',
  title: 'Title',
  description: 'Description',
  video: 'Video',
  chooseVideo: 'Choose a video file',
  videoHint: 'MP4 or MOV, up to 5GB',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploaded: 'Upload complete',
  cancelUpload: 'Cancel upload',
  removeVideo: 'Remove video',
  thumbnail: 'Thumbnail',
  thumbnailAuto: 'Auto-generated',
  thumbnailCustom: 'Custom',
  thumbnailChoose: 'Choose an image',
  thumbnailHint: 'An image up to 8MB',
  thumbnailPending: 'The thumbnail is made from the video once it is processed.',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas',
  visibility: 'Visibility',
  public: 'Public',
  publicHint: 'Anyone can watch',
  membersOnly: 'Members only',
  membersOnlyHint: 'Only members of the selected tiers can watch',
  tiers: 'Membership tiers',
  noTiers: 'You have no membership tiers yet. Create one to publish members-only videos.',
  /** A broadcast's replay (issue 30): its date's ticket holders always watch it. */
  replayAudience: (eventName: string) =>
    `This is the replay of ${eventName}'s live stream: its ticket holders can always watch it. Members only without tiers keeps it for them alone.`,
  collaborators: 'Collaborators',
  addCollaborator: 'Add person or organization',
  inviteSent: 'Invite sent',
  removeCollaborator: (name: string) => `Remove ${name}`,
  publish: 'Publish Now',
  save: 'Save changes',
  cancel: 'Cancel',
  deleteSection: 'Delete video',
  deleteHint: 'Deleting a video removes it from your profile and its player page.',
  deleteButton: 'Delete video',
  saved: 'Video saved',
  published: 'Video published',
  loadFailed: 'Sorry! We had a problem fetching that video.',
  saveFailed: 'Failed to save video',
  deleted: 'Video deleted successfully',
  deleteFailed: 'Failed to delete video',
  deleteQuestion: 'Are you sure you want to delete this video?',
  deleteText: 'This action cannot be undone.',
  deleteConfirm: 'Delete video',
  leaveQuestion: 'Are you sure you want to leave?',
  leaveText: 'Your video is still uploading. If you leave this page, the upload will stop and your progress will be lost.',
  leaveAnyway: 'Leave anyway',
  stay: 'Stay on this page',
  uploadUrlFailed: 'Failed to get upload URL',
  networkErrorUrl: 'Network error: Please check your internet connection and try again',
  networkErrorUpload: 'Network error: Upload failed due to connection issues. Please check your internet and try again.',
  uploadFailed: 'Upload failed. Please try again.',
  /** The page was opened at another address than PUBLIC_URL: the browser cannot send the file there. */
  uploadAddressElsewhere: (address: string) =>
    `Uploads can only be sent from ${address}, the site's own address (its PUBLIC_URL setting), and this page was opened at another one. Open ${address} and upload from there.`,
  offlineAtStart: 'No internet connection. Please check your connection and try again.',
  offlinePaused: 'Lost internet connection. Upload paused - please wait for connection to resume.',
  onlineResuming: 'Internet connection restored. Upload resuming...',
  stillUploading: 'Video is still uploading, please do not close.',
  resumeHint: (filename: string) => `Choose ${filename} again to continue its upload where it stopped.`,
  paused: (percent: number) => `Paused at ${percent}%`,
  archivedTier: (name: string) => `${name} (hidden)`,
  /** Leaving with unsaved changes (content-management 4: 'Discard changes?' with 'Discard changes' or 'Stay'). */
  discardQuestion: 'Discard changes?',
  discardText: 'You have unsaved changes. They will be lost if you leave this page.',
  discardConfirm: 'Discard changes',
  discardStay: 'Stay',
} as const;

/** The add person or organization modal (content-management 2.4, 5, 9). */
export const VIDEO_COLLABORATOR_TEXTS = {
  heading: 'Add person or organization',
  hint: 'Find existing or send an invitation',
  searchLabel: 'Name or email',
  resultsFound: (n: number) => (n === 1 ? '1 result found' : `${n} results found`),
  alreadyAdded: 'Already added',
  willInvite: (email: string) => `An invitation will be sent to ${email}`,
  notFound: "We couldn't find an Ovation account by that name. Enter their email address to send an invite.",
  add: 'Add',
  cancel: 'Cancel',
  invitationSent: 'Invitation sent',
  added: 'Collaborator added',
  addFailed: 'Failed to add collaborator',
  removed: 'Collaborator removed',
  removeFailed: unableTo('remove the collaborator'),
} as const;

/** The player page /watch/:id (content-management 2.4, 7). */
export const WATCH_TEXTS = {
  views: (n: number) => (n === 1 ? '1 view' : `${n} views`),
  favorite: 'Favorite',
  favorited: 'Favorited',
  signInToFavorite: 'Log in to favorite this video',
  by: 'By',
  with: 'With',
  membersOnlyTitle: 'This video is for members only',
  membersOnlyText: 'Become a member to watch this video.',
  becomeMember: 'Become a member',
  logIn: 'Log in',
  processing: 'This video is being processed. It will play here once it is ready.',
  failed: 'This video could not be processed.',
  renditionsUnavailable: 'Streaming renditions are unavailable on this server; the original file plays instead.',
  playbackFailed: 'The video could not be played. Reload the page to try again.',
  donate: 'Donate',
  donateTitle: 'Support this video',
  donateAmount: 'Amount',
  donateSubmit: 'Continue to payment',
  donationsNotAvailable: 'Donations are not available for this video',
  donationThanks: 'Thank you for your donation!',
  edit: 'Edit video',
  notFound: 'Sorry! We had a problem fetching that video.',
  loading: 'Loading video',
  collaborators: 'Collaborators',
  tags: 'Tags',
  favoriteFailed: 'Failed to update your favorites',
} as const;

/** The profile's videos tab and the All tab's videos section (content-management 2.9). */
export const PROFILE_VIDEO_TEXTS = {
  membersOnly: 'Members only',
  viewAll: 'View all',
  empty: 'No videos yet',
  loadingMore: 'Loading more videos',
  /** A blurred card's name for screen readers: it opens the Membership tab. */
  /** Read after a members-only card's content, which names it. */
  lockedCard: 'See the membership',
} as const;

/** A donation's amount, in minor units of the video owner's currency (100..1,000,000: $1 to $10,000). */
export const DONATION_LIMITS = { min: 100, max: 1_000_000 } as const;

/**
 * Where a donation stands on its pay page: the card is awaited, the payment is settling, it is completed, or it
 * ended unpaid (timed out, its payment cancelled, or the owner no longer takes payments).
 */
export const DONATION_STATES = ['awaiting_payment', 'processing', 'completed', 'closed'] as const;
export type DonationState = (typeof DONATION_STATES)[number];

/** The Donate button's modal and the donor's pay page /donations/:orderId (docs/decisions/videos.md, Donations). */
export const DONATION_TEXTS = {
  logInToDonate: 'Log in to donate',
  amountRange: (min: string, max: string) => `Enter an amount between ${min} and ${max}`,
  cancel: 'Cancel',
  startFailed: 'The donation could not be started. Please try again.',
  pageTitle: 'Your donation',
  summary: (amount: string, owner: string, title: string) => `${amount} to ${owner} for “${title}”`,
  pay: (amount: string) => `Donate ${amount}`,
  processing: 'Your payment is being processed. This page updates as soon as it completes.',
  closed: 'This donation was not completed and nothing was charged. You can start a new one from the video.',
  backToVideo: 'Back to the video',
  loadFailed: 'The donation could not be loaded.',
} as const;

/** The donor's receipt e-mail. */
export const DONATION_MAIL_TEXTS = {
  subject: (owner: string) => `Thank you for your donation to ${owner}`,
  greeting: (name: string) => `Hi ${name},`,
  text: (amount: string, owner: string, title: string) => `Thank you for your donation of ${amount} to ${owner} for the video “${title}”.`,
  transaction: (id: string) => `Transaction: ${id}`,
} as const;
