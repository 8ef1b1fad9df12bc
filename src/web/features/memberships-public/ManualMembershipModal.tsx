import { Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { MEMBERSHIP_PAGE_TEXTS as T, MEMBERSHIP_PATRON_TEXTS } from '../../../contracts/memberships.messages.ts';
import { MessageModal } from '../../ui/MessageModal.tsx';

/** 'Your membership was added manually.' with the profile's contact e-mail (content-management 2.3). */
export function ManualMembershipModal({ opened, contactEmail, onClose }: { opened: boolean; contactEmail: string | null; onClose: () => void }) {
  return (
    <MessageModal opened={opened} title={T.addedManually} icon={<IconInfoCircle size={30} />} color="violet" onClose={onClose} closeLabel={T.close}>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {contactEmail ? T.addedManuallyContact(contactEmail) : MEMBERSHIP_PATRON_TEXTS.addedManuallyNoContact}
      </Text>
    </MessageModal>
  );
}
