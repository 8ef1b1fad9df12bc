import { ActionIcon, Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { VIDEO_FORM_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { ProfileIdentity } from '../../ui/ProfileIdentity.tsx';
import { AddCollaboratorModal, type CollaboratorChoice } from './AddCollaboratorModal.tsx';
import type { CollaboratorItem } from './video-form.ts';

/**
 * The Collaborators section (content-management 2.4, 4): accounts and invited e-mails ('Invite sent'), each with a
 * remove button, and 'Add person or organization'. What adding and removing do (at once on the edit page, with the
 * create on the upload page) is the caller's.
 */
export function CollaboratorsField({
  items,
  taken,
  onAdd,
  onRemove,
  removing,
  error,
}: {
  items: CollaboratorItem[];
  taken: ReadonlySet<string>;
  onAdd: (choice: CollaboratorChoice) => Promise<void>;
  onRemove: (item: CollaboratorItem) => void;
  /** The key of the collaborator being removed (its button spins). */
  removing?: string | null;
  error?: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Input.Wrapper label={T.collaborators} error={error}>
      <Stack gap="xs" mt={6}>
        {items.map((item) => (
          <Group key={item.key} justify="space-between" wrap="nowrap" data-testid="video-collaborator">
            <ProfileIdentity
              profile={{ name: item.name, avatar: item.avatar, type: item.type ?? 'user' }}
              detail={
                <Group gap={6} wrap="nowrap">
                  <Text fz="xs" c="dimmed" truncate>
                    {item.detail}
                  </Text>
                  {item.invitation ? (
                    <Badge size="xs" variant="light" color="yellow" tt="none">
                      {T.inviteSent}
                    </Badge>
                  ) : null}
                </Group>
              }
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={T.removeCollaborator(item.name)}
              loading={removing === item.key}
              onClick={() => onRemove(item)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" leftSection={<IconUserPlus size={16} />} w="fit-content" onClick={() => setAdding(true)}>
          {T.addCollaborator}
        </Button>
      </Stack>
      <AddCollaboratorModal opened={adding} onClose={() => setAdding(false)} taken={taken} onAdd={onAdd} />
    </Input.Wrapper>
  );
}
