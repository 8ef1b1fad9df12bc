import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { DONATION_TEXTS as D, WATCH_TEXTS as W } from '../../../contracts/videos.messages.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { ButtonLink } from '../../ui/links.tsx';

// The modal, its NumberInput and the form kit load when Donate is first pressed.
const DonateModal = lazyWhenOpened(
  () => import('./DonateModal.tsx').then((m) => m.DonateModal),
  (props) => props.opened,
);

export interface DonateButtonProps {
  videoId: string;
  /** The video owner's currency (the watch view's `currency`). */
  currency: string;
  /** The owner takes payments (the watch view's `donationsEnabled`). */
  enabled: boolean;
  signedIn: boolean;
}

/**
 * The player's Donate button: a modal asks the amount, starts the donation and goes to its pay page. Where the
 * owner takes no payments it says donations are not available; signed out, it leads to log in and back here.
 */
export function DonateButton({ videoId, currency, enabled, signedIn }: DonateButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!enabled) {
    return (
      <Text fz="sm" c="dimmed" aria-disabled="true" data-testid="donations-not-available">
        {W.donationsNotAvailable}
      </Text>
    );
  }
  if (!signedIn) {
    return (
      <ButtonLink
        to="/auth"
        search={{ redirect_to: `${window.location.pathname}${window.location.search}` }}
        variant="light"
        leftSection={<IconHeartHandshake size={18} />}
      >
        {D.logInToDonate}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="light" leftSection={<IconHeartHandshake size={18} />} onClick={open}>
        {W.donate}
      </Button>
      <DonateModal opened={opened} onClose={close} videoId={videoId} currency={currency} />
    </>
  );
}
