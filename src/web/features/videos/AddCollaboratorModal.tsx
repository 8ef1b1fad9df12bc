import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { VIDEO_COLLABORATOR_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { type CollaboratorResult, ProfileSearchInput, SearchOutcome, useProfileSearch } from '../team/index.ts';

/** Who the modal adds: an account found by the search, or an e-mail address nobody matched (an invitation). */
export type CollaboratorChoice = { kind: 'profile'; profile: CollaboratorResult } | { kind: 'email'; email: string };

function AddCollaboratorBody({
  taken,
  onAdd,
  onClose,
}: {
  taken: ReadonlySet<string>;
  onAdd: (choice: CollaboratorChoice) => Promise<void>;
  onClose: () => void;
}) {
  const found = useProfileSearch(null, taken);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choice: CollaboratorChoice | null = found.selected
    ? { kind: 'profile', profile: found.selected }
    : found.inviteEmail
      ? { kind: 'email', email: found.inviteEmail }
      : null;

  const add = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await onAdd(choice);
      onClose();
    } catch (e) {
      setError(errorMessage(e, T.addFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {T.hint}
      </Text>
      <ProfileSearchInput state={found} label={T.searchLabel} onType={() => setError(null)} autoFocus />
      <SearchOutcome state={found} alreadyLabel={T.alreadyAdded} texts={T} />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button onClick={() => void add()} disabled={!choice} loading={busy}>
          {T.add}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Add person or organization (content-management 2.4, 5): find an account by name or e-mail ('N results found',
 * 'Already added' on those already there), or invite an e-mail address nobody matched. Add is enabled once one is
 * chosen; `onAdd` saves it (or keeps it for the create) and a failure stays in the modal.
 */
export function AddCollaboratorModal({
  opened,
  onClose,
  taken,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  /** Profile ids already on the video (and its owner): marked 'Already added'. */
  taken: ReadonlySet<string>;
  onAdd: (choice: CollaboratorChoice) => Promise<void>;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.heading} centered size="lg" radius="lg">
      {opened ? <AddCollaboratorBody taken={taken} onAdd={onAdd} onClose={onClose} /> : null}
    </Modal>
  );
}
