import type { BodyIn } from '../../../contracts/endpoint.ts';
import type { VIDEOS_ENDPOINTS } from '../../../contracts/videos.endpoints.ts';
import type { CollaboratorView, VideoView } from '../../../contracts/videos.ts';
import { VIDEO_API_MESSAGES, VIDEO_MESSAGES, type PosterSource, type VideoVisibility } from '../../../contracts/videos.messages.ts';
import { commaItems, tagsProblem } from '../../../domain/videos.ts';

/**
 * The upload and edit page's form (content-management 3 Video save payload, 4, 5 Video), without React: its values,
 * what it starts from, its checks before a save, and the bodies it sends.
 */

/** The thumbnail: the auto poster, or the owner's image (an upload of kind video_thumbnail). */
export interface ThumbnailValue {
  source: PosterSource;
  uploadId: string | null;
  url: string | null;
  fileName: string | null;
}

/** A collaborator chosen on the upload page, sent with the create: an account, or an e-mail address to invite. */
export type DraftCollaborator =
  { kind: 'profile'; id: string; name: string; username: string; avatar: string | null; type: 'user' | 'school' } | { kind: 'email'; email: string };

export interface VideoFormValues {
  title: string;
  description: string;
  /** Free text, comma separated. */
  tags: string;
  visibility: VideoVisibility;
  tierIds: string[];
  thumbnail: ThumbnailValue;
  /** Create only: on the edit page collaborators are added and removed at once. */
  collaborators: DraftCollaborator[];
}

/** A membership tier as the visibility field offers it. */
export interface TierChoice {
  id: string;
  name: string;
  archived: boolean;
}

const AUTO_THUMBNAIL: ThumbnailValue = { source: 'auto-generated', uploadId: null, url: null, fileName: null };

/** A new video: public, the auto thumbnail, and every tier that is not archived chosen for when it goes members-only. */
export function newVideoValues(tiers: readonly TierChoice[]): VideoFormValues {
  return {
    title: '',
    description: '',
    tags: '',
    visibility: 'public',
    tierIds: tiers.filter((t) => !t.archived).map((t) => t.id),
    thumbnail: AUTO_THUMBNAIL,
    collaborators: [],
  };
}

/** The edit form starts from the loaded video. */
export function editVideoValues(video: VideoView): VideoFormValues {
  const custom = video.posterSource === 'user-upload' && video.coverImage !== null;
  return {
    title: video.title,
    description: video.description,
    tags: video.tags.join(', '),
    visibility: video.visibility,
    tierIds: video.membershipTierIds,
    thumbnail: custom ? { source: 'user-upload', uploadId: video.coverImage, url: video.thumbnail, fileName: null } : AUTO_THUMBNAIL,
    collaborators: [],
  };
}

/** The tiers to choose from: those not archived, and archived ones the video already has (they may stay). */
export function tierChoices<T extends TierChoice>(tiers: readonly T[], chosen: readonly string[]): T[] {
  return tiers.filter((t) => !t.archived || chosen.includes(t.id));
}

/** The form's fields a check can mark; `upload` is the video file. */
export type CheckedField = 'title' | 'description' | 'tags' | 'tierIds' | 'upload';

export interface VideoCheck {
  /** `true` marks a required field left empty (the message above the form says it once). */
  errors: Partial<Record<CheckedField, string | true>>;
  /** What the page says above the form, and in a notification. */
  messages: string[];
}

/**
 * Before a save: title, description and (when creating) a finished upload are required ('Please fill out all
 * required fields.'); members-only needs a tier, except a broadcast's replay (`replay`: its ticket holders only);
 * the tags keep the API's limits.
 */
export function checkVideo(values: VideoFormValues, upload: { required: boolean; done: boolean }, replay = false): VideoCheck {
  const errors: VideoCheck['errors'] = {};
  if (!values.title.trim()) errors.title = true;
  if (!values.description.trim()) errors.description = true;
  if (upload.required && !upload.done) errors.upload = true;
  const messages: string[] = Object.keys(errors).length ? [VIDEO_MESSAGES.requiredFields] : [];
  if (values.visibility === 'members_only' && values.tierIds.length === 0 && !replay) {
    errors.tierIds = VIDEO_MESSAGES.tierRequired;
    messages.push(VIDEO_MESSAGES.tierRequired);
  }
  const tags = tagsProblem(commaItems(values.tags));
  if (tags) {
    errors.tags = tags === 'too_many' ? VIDEO_API_MESSAGES.tooManyTags : VIDEO_API_MESSAGES.tagTooLong;
    messages.push(errors.tags);
  }
  return { errors, messages };
}

/** The server's field names that the form calls otherwise. */
const SERVER_FIELDS: Record<string, string> = {
  membershipTierIds: 'tierIds',
  coverImage: 'thumbnail',
  collaboratorIds: 'collaborators',
  collaboratorEmails: 'collaborators',
};
export const serverFieldAlias = (key: string): string | null => SERVER_FIELDS[key] ?? null;

type CreateBody = BodyIn<typeof VIDEOS_ENDPOINTS.create>;
type UpdateBody = BodyIn<typeof VIDEOS_ENDPOINTS.update>;

/**
 * The fields both saves send. The owner's image goes as coverImage only when it is new (the server keeps the one the
 * video has); a custom choice without an image yet saves the auto poster.
 */
function savedFields(values: VideoFormValues, ownerId: string, savedCover: string | null): UpdateBody {
  const { uploadId, fileName } = values.thumbnail;
  const custom = values.thumbnail.source === 'user-upload' && uploadId !== null;
  return {
    ownerId,
    title: values.title.trim(),
    description: values.description.trim(),
    tags: commaItems(values.tags).join(', '),
    visibility: values.visibility,
    membershipTierIds: values.visibility === 'members_only' ? values.tierIds.join(',') : undefined,
    posterSource: custom ? 'user-upload' : 'auto-generated',
    ...(custom && uploadId !== savedCover ? { coverImage: uploadId, coverImageFileName: fileName ?? undefined } : {}),
  };
}

/** The finished upload a new video is made from. */
export interface FinishedUpload {
  passthroughUuid: string;
  fileName: string;
  size: number;
}

/** Publish Now: the fields, the finished upload, and the collaborators as comma strings of ids and e-mails. */
export function createVideoBody(values: VideoFormValues, ownerId: string, upload: FinishedUpload): CreateBody {
  const ids = values.collaborators.flatMap((c) => (c.kind === 'profile' ? [c.id] : []));
  const emails = values.collaborators.flatMap((c) => (c.kind === 'email' ? [c.email] : []));
  return {
    ...savedFields(values, ownerId, null),
    passthroughUuid: upload.passthroughUuid,
    filename: upload.fileName,
    bytesize: upload.size,
    collaboratorIds: ids.length ? ids.join(',') : undefined,
    collaboratorEmails: emails.length ? emails.join(',') : undefined,
  };
}

/** Save changes. */
export function updateVideoBody(values: VideoFormValues, ownerId: string, video: Pick<VideoView, 'coverImage'>): UpdateBody {
  return savedFields(values, ownerId, video.coverImage);
}

/** A collaborator as the list shows it, whether saved (edit) or chosen for the create. */
export interface CollaboratorItem {
  key: string;
  name: string;
  /** '@username', or the invited e-mail address. */
  detail: string;
  avatar: string | null;
  type: 'user' | 'school' | null;
  invitation: boolean;
}

export function savedCollaboratorItem(c: CollaboratorView): CollaboratorItem {
  return {
    key: c.uuid,
    name: c.name,
    detail: c.invitation ? c.identifier : `@${c.identifier}`,
    avatar: c.avatar,
    type: c.type,
    invitation: c.invitation,
  };
}

export const draftKey = (d: DraftCollaborator): string => (d.kind === 'profile' ? d.id : d.email);

export function draftCollaboratorItem(d: DraftCollaborator): CollaboratorItem {
  return d.kind === 'profile'
    ? { key: d.id, name: d.name, detail: `@${d.username}`, avatar: d.avatar, type: d.type, invitation: false }
    : { key: d.email, name: d.email, detail: d.email, avatar: null, type: null, invitation: true };
}

/** Adds a chosen collaborator once (the same account or address again changes nothing). */
export function addDraft(drafts: readonly DraftCollaborator[], draft: DraftCollaborator): DraftCollaborator[] {
  const key = draftKey(draft);
  return drafts.some((d) => draftKey(d) === key) ? [...drafts] : [...drafts, draft];
}

export const removeDraft = (drafts: readonly DraftCollaborator[], key: string): DraftCollaborator[] => drafts.filter((d) => draftKey(d) !== key);
