import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

export const DISCARD_TITLE = 'Discard changes?';

/**
 * Warns before leaving a form with unsaved changes: moving to another page of the app asks in a modal ('Discard
 * changes?'), closing or reloading the tab asks through the browser. Returns the modal to render.
 */
export function useUnsavedChangesGuard(dirty: () => boolean) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty() && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty(),
    withResolver: true,
  });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={DISCARD_TITLE} centered>
      <Text fz="sm">You have unsaved changes. They will be lost if you leave this page.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}

/** The sticky bar under a form: the unsaved state, Discard and Save (a submit button). */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  saveLabel = 'Save',
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    <Box pos="sticky" bottom={0} py="sm" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 5 }}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c={dirty ? 'orange.8' : 'dimmed'} aria-live="polite">
          {dirty ? 'You have unsaved changes' : 'All changes saved'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
            Discard
          </Button>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
