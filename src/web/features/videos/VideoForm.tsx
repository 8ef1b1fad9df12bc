import { Button, CloseButton, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { VIDEO_FIELD_LIMITS, VIDEO_FORM_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import type { DialogTexts } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { useCreateVideo, useUpdateVideo, type VideoView } from './api.ts';
import { DeleteVideoSection } from './DeleteVideoSection.tsx';
import { ThumbnailField } from './ThumbnailField.tsx';
import { useVideoUpload } from './useVideoUpload.ts';
import {
  checkVideo,
  createVideoBody,
  editVideoValues,
  newVideoValues,
  serverFieldAlias,
  tierChoices,
  updateVideoBody,
  type TierChoice,
  type VideoFormValues,
} from './video-form.ts';
import { DraftCollaborators, SavedCollaborators } from './VideoCollaborators.tsx';
import { VideoFileSummary, VideoUploadField } from './VideoUploadField.tsx';
import { VisibilityField } from './VisibilityField.tsx';

/** Leaving while the file uploads (content-management 4, 8): the upload stops. */
const UPLOAD_LEAVE: DialogTexts = { title: T.leaveQuestion, message: T.leaveText, confirmLabel: T.leaveAnyway, cancelLabel: T.stay };
/** Leaving with unsaved changes (content-management 4). */
const DISCARD: DialogTexts = { title: T.discardQuestion, message: T.discardText, confirmLabel: T.discardConfirm, cancelLabel: T.discardStay };

/**
 * The upload (create) and edit page of a video (content-management 2.4, 4, 5 Video): title, description, the file,
 * thumbnail, tags, visibility and collaborators, then Publish Now or Save changes; the edit page adds the delete
 * section. Leaving asks first while the file uploads or the form has changes; after a save or a deletion the page
 * goes to the videos list. `video` is the loaded video on the edit page (kept fresh: its status and collaborators).
 */
export function VideoForm({
  ownerId,
  username,
  video,
  tiers,
}: {
  ownerId: string;
  username: string;
  video: VideoView | null;
  tiers: readonly TierChoice[];
}) {
  const navigate = useNavigate();
  const form = useForm<VideoFormValues>({ initialValues: video ? editVideoValues(video) : newVideoValues(tiers) });
  const feedback = useFormFeedback(form);
  const upload = useVideoUpload(ownerId);
  const create = useCreateVideo(ownerId);
  const update = useUpdateVideo(ownerId);
  const [thumbnailBusy, setThumbnailBusy] = useState(false);
  const [uploadMissing, setUploadMissing] = useState(false);
  // The tiers offered stay those of the loaded video, also when its refreshed copy arrives.
  const [linkedTiers] = useState(() => video?.membershipTierIds ?? []);
  const choices = useMemo(() => tierChoices(tiers, linkedTiers), [tiers, linkedTiers]);
  /** Set once the page moves on by itself (saved, deleted): nothing to ask. */
  const leaving = useRef(false);

  // Create: a finished upload counts as a change (one in progress has its own question); edit: any changed field.
  const dirty = form.isDirty() || (video === null && upload.state.phase === 'uploaded');
  const toList = () => void navigate({ to: '/manage/$username/videos', params: { username } });
  const moveOn = () => {
    leaving.current = true;
    toList();
  };
  // 'Leave anyway' stops the upload and goes to the videos list (content-management 4), wherever the user was heading.
  const leaveModal = useLeaveGuard(
    () => !leaving.current && (upload.uploading || dirty),
    upload.uploading ? UPLOAD_LEAVE : DISCARD,
    upload.uploading ? moveOn : undefined,
  );

  const saving = create.isPending || update.isPending;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || upload.uploading || thumbnailBusy) return;
    feedback.setFormErrors([]);
    const { errors, messages } = checkVideo(
      form.values,
      { required: video === null, done: upload.state.phase === 'uploaded' },
      video?.replayOf != null,
    );
    const { upload: missing, ...fields } = errors;
    form.setErrors(fields);
    setUploadMissing(Boolean(missing));
    if (messages.length) return feedback.refused({ messages, toast: messages[0] });
    try {
      if (video) {
        await update.mutateAsync({ id: video.id, body: updateVideoBody(form.values, ownerId, video) });
        notifySuccess(T.saved);
      } else if (upload.state.phase === 'uploaded') {
        const { passthroughUuid, fileName, size } = upload.state;
        await create.mutateAsync(createVideoBody(form.values, ownerId, { passthroughUuid, fileName, size }));
        notifySuccess(T.published);
      }
      moveOn();
    } catch (error) {
      feedback.serverRefused(error, { alias: serverFieldAlias, fallback: T.saveFailed, toast: errorMessage(error, T.saveFailed) });
    }
  };

  const heading = video ? T.editTitle : T.createTitle;
  return (
    <Stack gap="lg" maw={880}>
      <form ref={feedback.ref} onSubmit={(e) => void submit(e)} noValidate aria-label={heading}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="center" wrap="nowrap">
              <Title order={2} fz="xl">
                {heading}
              </Title>
              <CloseButton size="lg" aria-label={T.close} onClick={toList} />
            </Group>
            <FormErrors messages={feedback.formErrors} />
            <TextInput label={T.title} required maxLength={VIDEO_FIELD_LIMITS.title} {...form.getInputProps('title')} />
            <Textarea
              label={T.description}
              required
              autosize
              minRows={4}
              maxRows={12}
              maxLength={VIDEO_FIELD_LIMITS.description}
              {...form.getInputProps('description')}
            />
            {video ? (
              <VideoFileSummary video={video} />
            ) : (
              <VideoUploadField upload={upload} invalid={uploadMissing && upload.state.phase !== 'uploaded'} />
            )}
            <ThumbnailField
              value={form.values.thumbnail}
              autoThumbnail={video?.autoThumbnail ?? null}
              onChange={(value) => form.setFieldValue('thumbnail', value)}
              busy={thumbnailBusy}
              onBusy={setThumbnailBusy}
              error={form.errors.thumbnail}
            />
            <TextInput label={T.tags} description={T.tagsHint} maxLength={VIDEO_FIELD_LIMITS.tags} {...form.getInputProps('tags')} />
            <VisibilityField
              visibility={form.values.visibility}
              onVisibility={(visibility) => form.setFieldValue('visibility', visibility)}
              tiers={choices}
              tierIds={form.values.tierIds}
              onTierIds={(ids) => form.setFieldValue('tierIds', ids)}
              error={form.errors.tierIds}
              replayOf={video?.replayOf ?? null}
            />
            {video ? (
              <SavedCollaborators ownerId={ownerId} video={video} />
            ) : (
              <DraftCollaborators
                ownerId={ownerId}
                value={form.values.collaborators}
                onChange={(drafts) => form.setFieldValue('collaborators', drafts)}
                error={typeof form.errors.collaborators === 'string' ? form.errors.collaborators : undefined}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={toList}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={saving} disabled={upload.uploading || thumbnailBusy}>
                {video ? T.save : T.publish}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {leaveModal}
      </form>
      {video ? <DeleteVideoSection ownerId={ownerId} videoId={video.id} onDeleted={moveOn} /> : null}
    </Stack>
  );
}
