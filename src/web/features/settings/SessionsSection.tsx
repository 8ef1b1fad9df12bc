import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { SECURITY_TEXTS as T } from '../../../contracts/sessions.messages.ts';
import type { SessionView } from '../../../contracts/sessions.ts';
import { daysSinceUse } from '../../../domain/sessions.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { sessionsQuery, useSignOutOthers, useSignOutSession } from './security-api.ts';

const MOBILE = new Set(['iPhone', 'iPad', 'Android']);

function SessionRow({ session, onSignOut, pending }: { session: SessionView; onSignOut: () => void; pending: boolean }) {
  const device = T.device(session.browser, session.os) ?? T.unknownDevice;
  const Icon = session.os && MOBILE.has(session.os) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={device}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={28} stroke={1.5} aria-hidden />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{device}</Text>
              {session.current ? (
                <Badge color="green" variant="light">
                  {T.thisDevice}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" fz="sm">
              {T.usage(
                T.lastUsed(daysSinceUse(new Date(session.lastUsedAt), new Date())),
                T.signedInOn(format(new Date(session.createdAt), 'd MMM y')),
              )}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button variant="default" size="xs" onClick={onSignOut} loading={pending} aria-label={T.signOutDevice(device)}>
            {T.signOut}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Settings > Account, Security: where the account is signed in (docs/decisions/accounts.md, Sessions). Each other
 * device can be signed out; 'Sign out everywhere else' ends all but this one, after a confirmation.
 */
export function SessionsSection() {
  const { data, isPending, isError } = useQuery(sessionsQuery);
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();

  const endOne = async (id: string) => {
    try {
      await signOut.mutateAsync(id);
      notifySuccess(T.signedOut);
    } catch (error) {
      notifyApiError(error, unableTo('sign out'));
    }
  };

  const endOthers = async () => {
    const confirmed = await confirmAction({
      title: T.signOutEverywhereQuestion,
      message: T.signOutEverywhereText,
      confirmLabel: T.signOutEverywhere,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await signOutOthers.mutateAsync();
      notifySuccess(T.signedOutEverywhere);
    } catch (error) {
      notifyApiError(error, unableTo('sign out'));
    }
  };

  const others = data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <FormSection title={T.sessionsTitle} description={T.sessionsHint} id="sessions">
      {isPending ? <Skeleton height={72} radius="md" /> : null}
      {isError ? <Alert color="red">{T.loadFailed}</Alert> : null}
      {data ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.sessionsLabel}>
          {data.sessions.map((s) => (
            <SessionRow key={s.id} session={s} onSignOut={() => void endOne(s.id)} pending={signOut.isPending && signOut.variables === s.id} />
          ))}
        </Stack>
      ) : null}
      {data && others === 0 ? (
        <Text c="dimmed" fz="sm">
          {T.onlyThisDevice}
        </Text>
      ) : null}
      {others > 0 ? (
        <Group>
          <Button color="red" variant="light" onClick={() => void endOthers()} loading={signOutOthers.isPending}>
            {T.signOutEverywhere}
          </Button>
        </Group>
      ) : null}
    </FormSection>
  );
}
