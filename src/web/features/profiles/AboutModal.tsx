import { Modal, Text } from '@mantine/core';
import { PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import type { PublicProfile } from './api.ts';

/** ABOUT's 'Read more': the whole text in a modal. */
export function AboutModal({ opened, onClose, profile }: { opened: boolean; onClose: () => void; profile: PublicProfile }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.aboutName(profile.name)} size="lg" centered>
      <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
    </Modal>
  );
}
