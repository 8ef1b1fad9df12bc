import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ensureModalsHost } from '../app/modals.ts';
import { CONFIRM_TEXTS } from './texts.ts';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Opens a confirmation modal and resolves true when confirmed, false when cancelled or closed. */
export function confirmAction({
  title,
  message,
  confirmLabel = CONFIRM_TEXTS.confirm,
  cancelLabel = CONFIRM_TEXTS.cancel,
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    // The modals host mounts on the first confirmation (src/web/app/modals.ts), then listens for this call.
    void ensureModalsHost().then(() =>
      modals.openConfirmModal({
        title,
        centered: true,
        children: message ? <Text size="sm">{message}</Text> : null,
        labels: { confirm: confirmLabel, cancel: cancelLabel },
        confirmProps: danger ? { color: 'red' } : undefined,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        onClose: () => settle(false),
      }),
    );
  });
}
