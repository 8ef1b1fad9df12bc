import { Box, CloseButton, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { siteAlertQuery } from './api.ts';

export const DISMISSED_ALERT_KEY = 'ovation.dismissedAlertId';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_ALERT_KEY);
  } catch {
    return null;
  }
}

/** The global alert bar (buyer-side 2.1): the site-wide message with a close control; dismissal is kept per alert id. */
export function AlertBar() {
  const { data } = useQuery(siteAlertQuery);
  const [dismissed, setDismissed] = useState<string | null>(readDismissed);
  const alert = data?.alert;
  if (!alert || alert.id === dismissed) return null;

  const close = () => {
    try {
      window.localStorage.setItem(DISMISSED_ALERT_KEY, alert.id);
    } catch {
      // remembered for this page only
    }
    setDismissed(alert.id);
  };

  return (
    <Box bg="violet.7" c="white" px="md" py={8} role="region" aria-label="Site announcement">
      <Group justify="center" wrap="nowrap" gap="sm" maw={1280} mx="auto" pos="relative" pr={36}>
        <IconSpeakerphone size={18} style={{ flexShrink: 0 }} aria-hidden />
        <Text fz="sm" fw={500} ta="center">
          {alert.message}
        </Text>
        <CloseButton
          aria-label="Dismiss announcement"
          variant="transparent"
          c="white"
          pos="absolute"
          right={0}
          onClick={close}
        />
      </Group>
    </Box>
  );
}
