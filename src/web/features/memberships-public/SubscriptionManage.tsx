import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { SANDBOX_SUBSCRIPTION_TEXTS as S } from '../../../contracts/memberships.messages.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { type PaymentsConfigReply, type CardFormHandle, SandboxCardForm } from '../checkout/index.ts';
import { useSandboxSubscriptionAction, type SandboxSubscriptionView } from './api.ts';
import { formatMembershipDate, manageActions } from './membership-view.ts';

/** Change card: the checkout's sandbox card form, sent to the membership's card endpoint (a declined card says why). */
function ChangeCard({ view, config, onDone }: { view: SandboxSubscriptionView; config: PaymentsConfigReply; onDone: () => void }) {
  const action = useSandboxSubscriptionAction(view.id);
  const card = useRef<CardFormHandle>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!card.current) return;
    setError(null);
    const outcome = await card.current.pay();
    if (outcome.kind === 'paid') {
      notifySuccess(S.cardChanged);
      onDone();
    } else if (outcome.kind !== 'invalid') setError(outcome.message);
  };

  return (
    <Stack gap="md">
      <SandboxCardForm config={config} submit={(c) => action.mutateAsync({ kind: 'card', card: c })} handle={card} disabled={action.isPending} />
      {error ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={action.isPending}>
          {SHARED_TEXTS.cancel}
        </Button>
        <Button onClick={() => void save()} loading={action.isPending}>
          {S.saveCard}
        </Button>
      </Group>
    </Stack>
  );
}

/** The manage view of a running membership: Cancel (at the end of the paid period), Resume, Change card. */
export function SubscriptionManage({ view, config }: { view: SandboxSubscriptionView; config: PaymentsConfigReply }) {
  const action = useSandboxSubscriptionAction(view.id);
  const [changingCard, setChangingCard] = useState(false);
  const can = manageActions(view, new Date());

  const cancel = async () => {
    const ok = await confirmAction({
      title: S.cancelTitle,
      message: view.expiresAt ? S.cancelText(formatMembershipDate(new Date(view.expiresAt))) : undefined,
      confirmLabel: S.cancel,
      cancelLabel: S.keep,
      danger: true,
    });
    if (!ok) return;
    action.mutate({ kind: 'cancel' }, { onSuccess: () => notifySuccess(S.canceled), onError: (e) => notifyApiError(e, S.cancelFailed) });
  };
  const resume = () =>
    action.mutate({ kind: 'resume' }, { onSuccess: () => notifySuccess(S.resumed), onError: (e) => notifyApiError(e, S.resumeFailed) });

  if (changingCard) return <ChangeCard view={view} config={config} onDone={() => setChangingCard(false)} />;
  if (!can.cancel && !can.resume && !can.changeCard) return null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      {can.changeCard ? (
        <Button variant="default" onClick={() => setChangingCard(true)} disabled={action.isPending}>
          {S.changeCard}
        </Button>
      ) : null}
      {can.resume ? (
        <Button onClick={resume} loading={action.isPending}>
          {S.resume}
        </Button>
      ) : null}
      {can.cancel ? (
        <Button variant="light" color="red" onClick={() => void cancel()} loading={action.isPending}>
          {S.cancel}
        </Button>
      ) : null}
    </Group>
  );
}
