import { describe, expect, it } from 'vitest';
import type { VideoView } from '../../../contracts/videos.ts';
import { VIDEO_API_MESSAGES, VIDEO_MESSAGES } from '../../../contracts/videos.messages.ts';
import {
  addDraft,
  checkVideo,
  createVideoBody,
  draftCollaboratorItem,
  editVideoValues,
  newVideoValues,
  removeDraft,
  savedCollaboratorItem,
  serverFieldAlias,
  tierChoices,
  updateVideoBody,
  type DraftCollaborator,
  type VideoFormValues,
} from './video-form.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const T1 = '00000000-0000-4000-8000-0000000000a1';
const T2 = '00000000-0000-4000-8000-0000000000a2';
const T3 = '00000000-0000-4000-8000-0000000000a3';
const tiers = [
  { id: T1, name: 'Gold', archived: false },
  { id: T2, name: 'Old', archived: true },
  { id: T3, name: 'Silver', archived: false },
];

const video: VideoView = {
  id: '00000000-0000-4000-8000-0000000000b1',
  ownerId: OWNER,
  title: 'Live at the Hall',
  description: 'The whole set',
  tags: ['live', 'jazz'],
  visibility: 'members_only',
  membersOnly: true,
  membershipTierIds: [T2],
  posterSource: 'user-upload',
  thumbnail: '/api/uploads/c1',
  autoThumbnail: '/api/v1/videos/b1/poster',
  coverImage: '00000000-0000-4000-8000-0000000000c1',
  filename: 'set.mp4',
  size: 1000,
  uploadedAt: '2025-03-05T12:00:00.000Z',
  collaborators: [],
  replayOf: null,
  status: 'ready',
  progress: 1,
  failureReason: null,
};

const filled: VideoFormValues = { ...newVideoValues(tiers), title: 'A title', description: 'Words' };

describe('starting values', () => {
  it('a new video is public, auto thumbnail, every tier that is not archived chosen', () => {
    expect(newVideoValues(tiers)).toEqual({
      title: '',
      description: '',
      tags: '',
      visibility: 'public',
      tierIds: [T1, T3],
      thumbnail: { source: 'auto-generated', uploadId: null, url: null, fileName: null },
      collaborators: [],
    });
  });

  it('an edited video starts from what it has', () => {
    expect(editVideoValues(video)).toEqual({
      title: 'Live at the Hall',
      description: 'The whole set',
      tags: 'live, jazz',
      visibility: 'members_only',
      tierIds: [T2],
      thumbnail: { source: 'user-upload', uploadId: video.coverImage, url: '/api/uploads/c1', fileName: null },
      collaborators: [],
    });
  });

  it('an edited video on the auto poster starts on it', () => {
    expect(editVideoValues({ ...video, posterSource: 'auto-generated' }).thumbnail.source).toBe('auto-generated');
  });

  it.each([
    ['a new video: no archived tier', [], [T1, T3]],
    ['an archived tier the video has stays offered', [T2], [T1, T2, T3]],
  ])('%s', (_, chosen, offered) => {
    expect(tierChoices(tiers, chosen).map((t) => t.id)).toEqual(offered);
  });
});

describe('checkVideo', () => {
  const done = { required: true, done: true };
  it.each([
    ['a complete new video', filled, done, {}, []],
    ['no title', { ...filled, title: '  ' }, done, { title: true }, [VIDEO_MESSAGES.requiredFields]],
    ['no description', { ...filled, description: '' }, done, { description: true }, [VIDEO_MESSAGES.requiredFields]],
    ['no finished upload', filled, { required: true, done: false }, { upload: true }, [VIDEO_MESSAGES.requiredFields]],
    ['no upload needed on edit', filled, { required: false, done: false }, {}, []],
    [
      'nothing filled in',
      newVideoValues([]),
      { required: true, done: false },
      { title: true, description: true, upload: true },
      [VIDEO_MESSAGES.requiredFields],
    ],
    [
      'members-only without a tier',
      { ...filled, visibility: 'members_only' as const, tierIds: [] },
      done,
      { tierIds: VIDEO_MESSAGES.tierRequired },
      [VIDEO_MESSAGES.tierRequired],
    ],
    ['public without a tier', { ...filled, tierIds: [] }, done, {}, []],
    [
      '31 tags',
      { ...filled, tags: Array.from({ length: 31 }, (_, i) => `t${i}`).join(',') },
      done,
      { tags: VIDEO_API_MESSAGES.tooManyTags },
      [VIDEO_API_MESSAGES.tooManyTags],
    ],
    [
      'a tag of 51 characters',
      { ...filled, tags: `ok, ${'x'.repeat(51)}` },
      done,
      { tags: VIDEO_API_MESSAGES.tagTooLong },
      [VIDEO_API_MESSAGES.tagTooLong],
    ],
    ['30 tags, repeats counted once', { ...filled, tags: `${Array.from({ length: 30 }, (_, i) => `t${i}`).join(',')}, t0, T1` }, done, {}, []],
  ])('%s', (_, values, upload, errors, messages) => {
    expect(checkVideo(values, upload)).toEqual({ errors, messages });
  });

  it("lets a broadcast's replay be members-only without a tier: its ticket holders only", () => {
    const values = { ...newVideoValues([]), title: 'Replay', description: 'The stream', visibility: 'members_only' as const };
    expect(checkVideo(values, { required: false, done: false }, true)).toEqual({ errors: {}, messages: [] });
  });
});

describe('the save bodies', () => {
  const upload = { passthroughUuid: '00000000-0000-4000-8000-0000000000d1', fileName: 'clip.mp4', size: 4096 };
  const profile: DraftCollaborator = { kind: 'profile', id: 'p-1', name: 'Ana', username: 'ana', avatar: null, type: 'user' };
  const email: DraftCollaborator = { kind: 'email', email: 'bo@example.com' };

  it('Publish Now sends the fields, the upload and the collaborators as comma strings', () => {
    const values = { ...filled, tags: ' live,, jazz ,live', collaborators: [profile, email] };
    expect(createVideoBody(values, OWNER, upload)).toEqual({
      ownerId: OWNER,
      title: 'A title',
      description: 'Words',
      tags: 'live, jazz',
      visibility: 'public',
      membershipTierIds: undefined,
      posterSource: 'auto-generated',
      passthroughUuid: upload.passthroughUuid,
      filename: 'clip.mp4',
      bytesize: 4096,
      collaboratorIds: 'p-1',
      collaboratorEmails: 'bo@example.com',
    });
  });

  it('members-only sends the tiers; a custom image its upload', () => {
    const values: VideoFormValues = {
      ...filled,
      visibility: 'members_only',
      thumbnail: { source: 'user-upload', uploadId: 'img-1', url: '/api/uploads/img-1', fileName: 'cover.jpg' },
    };
    expect(createVideoBody(values, OWNER, upload)).toMatchObject({
      membershipTierIds: `${T1},${T3}`,
      posterSource: 'user-upload',
      coverImage: 'img-1',
      coverImageFileName: 'cover.jpg',
      collaboratorIds: undefined,
      collaboratorEmails: undefined,
    });
  });

  it('a custom choice without an image yet saves the auto poster', () => {
    const values: VideoFormValues = { ...filled, thumbnail: { source: 'user-upload', uploadId: null, url: null, fileName: null } };
    const body = createVideoBody(values, OWNER, upload);
    expect(body.posterSource).toBe('auto-generated');
    expect(body).not.toHaveProperty('coverImage');
  });

  it('Save changes keeps the video’s own image without sending it again', () => {
    const body = updateVideoBody(editVideoValues(video), OWNER, video);
    expect(body).toEqual({
      ownerId: OWNER,
      title: 'Live at the Hall',
      description: 'The whole set',
      tags: 'live, jazz',
      visibility: 'members_only',
      membershipTierIds: T2,
      posterSource: 'user-upload',
    });
  });

  it('Save changes sends a new image, and the auto poster when chosen', () => {
    const values = editVideoValues(video);
    const replaced = { ...values, thumbnail: { source: 'user-upload' as const, uploadId: 'img-2', url: 'u', fileName: 'new.png' } };
    expect(updateVideoBody(replaced, OWNER, video)).toMatchObject({ coverImage: 'img-2', coverImageFileName: 'new.png' });
    const auto = { ...values, thumbnail: { ...values.thumbnail, source: 'auto-generated' as const } };
    expect(updateVideoBody(auto, OWNER, video)).toMatchObject({ posterSource: 'auto-generated' });
    expect(updateVideoBody(auto, OWNER, video)).not.toHaveProperty('coverImage');
  });

  it('clearing the tags sends an empty list', () => {
    expect(updateVideoBody({ ...editVideoValues(video), tags: ' , ' }, OWNER, video).tags).toBe('');
  });

  it.each([
    ['membershipTierIds', 'tierIds'],
    ['coverImage', 'thumbnail'],
    ['collaboratorEmails', 'collaborators'],
    ['title', null],
  ])('the server’s %s is the form’s %s', (key, field) => {
    expect(serverFieldAlias(key)).toBe(field);
  });
});

describe('collaborators', () => {
  const ana: DraftCollaborator = { kind: 'profile', id: 'p-1', name: 'Ana', username: 'ana', avatar: 'a.png', type: 'user' };
  const bo: DraftCollaborator = { kind: 'email', email: 'bo@example.com' };

  it('adds each once and removes by key', () => {
    const two = addDraft(addDraft([], ana), bo);
    expect(addDraft(two, { ...ana })).toEqual([ana, bo]);
    expect(addDraft(two, { kind: 'email', email: 'bo@example.com' })).toEqual([ana, bo]);
    expect(removeDraft(two, 'p-1')).toEqual([bo]);
    expect(removeDraft(two, 'bo@example.com')).toEqual([ana]);
  });

  it.each([
    ['a chosen account', draftCollaboratorItem(ana), { key: 'p-1', name: 'Ana', detail: '@ana', avatar: 'a.png', type: 'user', invitation: false }],
    [
      'a chosen e-mail (an invitation)',
      draftCollaboratorItem(bo),
      { key: 'bo@example.com', name: 'bo@example.com', detail: 'bo@example.com', avatar: null, type: null, invitation: true },
    ],
    [
      'a saved account',
      savedCollaboratorItem({ uuid: 'p-2', identifier: 'cy', name: 'Cy', avatar: null, type: 'school', invitation: false }),
      { key: 'p-2', name: 'Cy', detail: '@cy', avatar: null, type: 'school', invitation: false },
    ],
    [
      'a saved invitation',
      savedCollaboratorItem({ uuid: 'i-1', identifier: 'd@example.com', name: 'd@example.com', avatar: null, type: null, invitation: true }),
      { key: 'i-1', name: 'd@example.com', detail: 'd@example.com', avatar: null, type: null, invitation: true },
    ],
  ])('%s', (_, item, expected) => {
    expect(item).toEqual(expected);
  });
});
