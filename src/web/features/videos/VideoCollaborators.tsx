import { useMemo, useState } from 'react';
import { VIDEO_COLLABORATOR_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { useAddVideoCollaborator, useCancelVideoInvitation, useRemoveVideoCollaborator, type VideoView } from './api.ts';
import type { CollaboratorChoice } from './AddCollaboratorModal.tsx';
import { CollaboratorsField } from './CollaboratorsField.tsx';
import { addDraft, draftCollaboratorItem, removeDraft, savedCollaboratorItem, type CollaboratorItem, type DraftCollaborator } from './video-form.ts';

/** The upload page's collaborators: kept in the form and sent with the create (collaboratorIds, collaboratorEmails). */
export function DraftCollaborators({
  ownerId,
  value,
  onChange,
  error,
}: {
  ownerId: string;
  value: DraftCollaborator[];
  onChange: (drafts: DraftCollaborator[]) => void;
  error?: string;
}) {
  const taken = useMemo(() => new Set([ownerId, ...value.flatMap((d) => (d.kind === 'profile' ? [d.id] : []))]), [ownerId, value]);
  const add = async (choice: CollaboratorChoice) => {
    const draft: DraftCollaborator =
      choice.kind === 'profile'
        ? {
            kind: 'profile',
            id: choice.profile.id,
            name: choice.profile.name,
            username: choice.profile.username,
            avatar: choice.profile.avatar,
            type: choice.profile.type,
          }
        : choice;
    onChange(addDraft(value, draft));
  };
  return (
    <CollaboratorsField
      items={value.map(draftCollaboratorItem)}
      taken={taken}
      onAdd={add}
      onRemove={(item) => onChange(removeDraft(value, item.key))}
      error={error}
    />
  );
}

/** The edit page's collaborators: added, removed and uninvited at once ('Invitation sent', 'Collaborator added', ...). */
export function SavedCollaborators({ ownerId, video }: { ownerId: string; video: VideoView }) {
  const add = useAddVideoCollaborator(ownerId, video.id);
  const remove = useRemoveVideoCollaborator(ownerId);
  const cancel = useCancelVideoInvitation(ownerId, video.id);
  const [removing, setRemoving] = useState<string | null>(null);
  const taken = useMemo(
    () => new Set([video.ownerId, ...video.collaborators.flatMap((c) => (c.invitation ? [] : [c.uuid]))]),
    [video.ownerId, video.collaborators],
  );

  const onAdd = async (choice: CollaboratorChoice) => {
    try {
      const added = await add.mutateAsync(choice.kind === 'profile' ? { collaboratorId: choice.profile.id } : { email: choice.email });
      notifySuccess(added.invitation ? T.invitationSent : T.added);
    } catch (error) {
      notifyError(T.addFailed);
      throw error;
    }
  };

  const onRemove = (item: CollaboratorItem) => {
    setRemoving(item.key);
    const done = {
      onSuccess: () => notifySuccess(T.removed),
      onError: (e: unknown) => notifyApiError(e, T.removeFailed),
      onSettled: () => setRemoving(null),
    };
    if (item.invitation) cancel.mutate(item.key, done);
    else remove.mutate({ videoId: video.id, collaboratorId: item.key }, done);
  };

  return (
    <CollaboratorsField items={video.collaborators.map(savedCollaboratorItem)} taken={taken} onAdd={onAdd} onRemove={onRemove} removing={removing} />
  );
}
