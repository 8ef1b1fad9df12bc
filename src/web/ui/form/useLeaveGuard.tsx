import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import type { DialogTexts } from './texts.ts';

/**
 * Warns before leaving while `when()` holds: another page of the app asks in a modal worded by `texts`, closing or
 * reloading the tab asks through the browser (which shows its own words). Returns the modal to render.
 */
export function useLeaveGuard(when: () => boolean, texts: DialogTexts, confirmTo?: () => void) {
  const blocker = useBlocker({
    // A change of search or hash on the same page (tabs, fragments) is not leaving.
    shouldBlockFn: ({ current, next }) => when() && current.pathname !== next.pathname,
    enableBeforeUnload: () => when(),
    withResolver: true,
  });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={texts.title} centered>
      <Text fz="sm">{texts.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {texts.cancelLabel}
        </Button>
        <Button
          color="red"
          onClick={() => {
            if (!confirmTo) return blocker.proceed?.();
            blocker.reset?.();
            confirmTo();
          }}
        >
          {texts.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
