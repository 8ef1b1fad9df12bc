import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { VIDEO_FORM_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { useDeleteVideo } from './api.ts';

/** The edit page's delete section (content-management 2.4, 8): asked first, then 'Video deleted successfully'. */
export function DeleteVideoSection({ ownerId, videoId, onDeleted }: { ownerId: string; videoId: string; onDeleted: () => void }) {
  const remove = useDeleteVideo(ownerId);

  const run = async () => {
    const ok = await confirmAction({
      title: T.deleteQuestion,
      message: T.deleteText,
      confirmLabel: T.deleteConfirm,
      cancelLabel: T.cancel,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(videoId, {
      onSuccess: () => {
        notifySuccess(T.deleted);
        onDeleted();
      },
      onError: (e) => notifyApiError(e, T.deleteFailed),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={3} fz="md">
            {T.deleteSection}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.deleteHint}
          </Text>
        </Stack>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} loading={remove.isPending} onClick={() => void run()}>
          {T.deleteButton}
        </Button>
      </Group>
    </Paper>
  );
}
