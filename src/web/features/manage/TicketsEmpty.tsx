import { Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useSession } from '../accounts/api.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';

export const SUBSCRIPTIONS_EMPTY = 'You don’t have any subscriptions yet.';

/** No tickets: suggests signing in with the e-mail the tickets were bought with (accounts-and-reporting 2.5). */
export function NoTickets({ when }: { when: 'upcoming' | 'past' }) {
  const { user } = useSession();
  return (
    <EmptyBlock
      icon={<IconTicket size={28} />}
      title={when === 'upcoming' ? 'You don’t have tickets for any upcoming events.' : 'You don’t have tickets for any past events.'}
      description={
        <>
          <Text span inherit>
            Bought tickets with another email? Log in with that email to see them here.
          </Text>
          {user ? (
            <Text span inherit display="block" mt={4} fz="sm">
              You are logged in as {user.email}.
            </Text>
          ) : null}
        </>
      }
      action={
        when === 'upcoming' ? (
          <ButtonLink to="/" hash="explore" variant="light">
            Explore events
          </ButtonLink>
        ) : undefined
      }
    />
  );
}

export function NoSubscriptions() {
  return (
    <EmptyBlock
      icon={<IconTicket size={28} />}
      title={SUBSCRIPTIONS_EMPTY}
      description="Memberships you subscribe to will appear here, with a button to manage each one."
    />
  );
}
