import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ACTING_AS_ADMIN_MESSAGES as M } from '../../../contracts/audit.messages.ts';

/**
 * On every management page a site admin opens in an area that is not theirs (the server's gate lets them in by the
 * admin flag alone): whose area it is, that changes are recorded, and Exit back to the console. Shown by
 * ActingAsAdminSlot, which decides who sees it.
 */
export default function ActingAsAdminBanner({ owner }: { owner: { id: string; name: string } }) {
  return (
    <Alert color="orange" variant="light" icon={<IconShieldLock size={20} />} aria-label={M.label} mb="md" data-testid="acting-as-admin">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 220px' }}>
          {M.banner(owner.name)}
        </Text>
        <Button component={Link} to="/super_admin" size="xs" color="orange" variant="filled">
          {M.exit}
        </Button>
      </Group>
    </Alert>
  );
}
