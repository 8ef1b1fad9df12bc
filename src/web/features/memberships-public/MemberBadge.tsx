import { Badge } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { MEMBERSHIP_PATRON_TEXTS as P } from '../../../contracts/memberships.messages.ts';

/** The member badge beside a name: the viewer holds one of the profile's tiers. */
export function MemberBadge() {
  return (
    <Badge color="violet" variant="light" leftSection={<IconRosette size={12} />} style={{ flexShrink: 0 }}>
      {P.memberBadge}
    </Badge>
  );
}
