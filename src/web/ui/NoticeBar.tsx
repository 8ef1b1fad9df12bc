import { Box, CloseButton, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readDismissed(kind: 'local' | 'session', key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export interface NoticeBarProps {
  /** What is shown; closing remembers this id under `storageKey`, so a new notice shows again. */
  id: string;
  storageKey: string;
  /** `local` keeps the dismissal across visits, `session` for this browser session only. */
  storage: 'local' | 'session';
  label: string;
  closeLabel: string;
  icon: ReactNode;
  bg: string;
  c: string;
  wrap: 'wrap' | 'nowrap';
  /** Beside the text (a button). */
  action?: ReactNode;
  /** Told when the visitor closes the notice, after it is remembered. */
  onDismiss?: (id: string) => void;
  children: ReactNode;
}

/** A full-width notice above the page with a close control (the site alert, the verification reminder). */
export function NoticeBar({ id, storageKey, storage, label, closeLabel, icon, bg, c, wrap, action, onDismiss, children }: NoticeBarProps) {
  const [dismissed, setDismissed] = useState<string | null>(() => readDismissed(storage, storageKey));
  if (dismissed === id) return null;
  const close = () => {
    try {
      storageOf(storage)?.setItem(storageKey, id);
    } catch {
      // remembered for this page only
    }
    setDismissed(id);
    onDismiss?.(id);
  };
  return (
    <Box bg={bg} c={c} px="md" py={8} role="region" aria-label={label}>
      <Group justify="center" wrap={wrap} gap="sm" maw={1280} mx="auto" pos="relative" pr={36}>
        {icon}
        <Text fz="sm" fw={500} ta="center" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {action}
        <CloseButton aria-label={closeLabel} variant="transparent" c={c} pos="absolute" right={0} onClick={close} />
      </Group>
    </Box>
  );
}
