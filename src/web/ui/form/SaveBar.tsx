import { Box, Button, Group, Text } from '@mantine/core';
import { SAVE_BAR_TEXTS } from './texts.ts';

/** The sticky bar under a form: the unsaved state, Discard and Save (a submit button, busy while saving). */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  saveLabel = SAVE_BAR_TEXTS.save,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    // data-save-bar: revealing an error keeps the field clear of this bar.
    <Box data-save-bar pos="sticky" bottom={0} py="sm" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 5 }}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c={dirty ? 'orange.8' : 'dimmed'} aria-live="polite">
          {dirty ? SAVE_BAR_TEXTS.dirty : SAVE_BAR_TEXTS.clean}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
            {SAVE_BAR_TEXTS.discard}
          </Button>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
