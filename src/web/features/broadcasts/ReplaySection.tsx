import { Badge, Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { REPLAY_AUDIENCES, type ReplayAudience } from '../../../contracts/broadcasts.messages.ts';
import { ApiError } from '../../app/http.ts';
import { notifyApiError, notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { tiersQuery } from '../memberships/index.ts';
import { useDeleteReplay, useUpdateReplay, type BroadcastView } from './api.ts';

type Replay = NonNullable<BroadcastView['replay']>;

const STATUS_COLORS: Record<string, string> = { ready: 'teal', failed: 'red' };

/** The members audience's tiers: the owner's tiers not archived, and archived ones it already has. */
function TierChoices({ ownerId, value, onChange, error }: { ownerId: string; value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const tiers = useQuery(tiersQuery(ownerId));
  const choices = (tiers.data?.data ?? []).filter((t) => !t.archived || value.includes(t.id));
  return (
    <Checkbox.Group label={T.tiers} description={T.tiersHint} value={value} onChange={onChange} error={error} pl="lg">
      <Stack gap={6} mt={6}>
        {choices.map((tier) => (
          <Checkbox key={tier.id} value={tier.id} label={tier.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * The replay of an ended broadcast: its processing status, who may watch it besides the date's ticket holders
 * (saved with its own button, since 'members' needs its tiers first), Watch and Delete (with a confirmation).
 */
export function ReplaySection({
  eventId,
  ownerId,
  broadcast,
  replay,
}: {
  eventId: string;
  ownerId: string;
  broadcast: BroadcastView;
  replay: Replay;
}) {
  const [audience, setAudience] = useState<ReplayAudience>(replay.audience);
  const [tierIds, setTierIds] = useState<string[]>(replay.tierIds);
  const update = useUpdateReplay(eventId, broadcast.id);
  const remove = useDeleteReplay(eventId, broadcast.id);
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  const changed = audience !== replay.audience || tierIds.join() !== replay.tierIds.join();

  const save = () =>
    void notifyChange(update.mutateAsync({ audience, ...(audience === 'members' ? { tierIds } : {}) }), T.saved, (error) =>
      error instanceof ApiError && error.fieldErrors.tierIds ? undefined : notifyApiError(error, T.loadFailed),
    );
  const onDelete = async () => {
    if (!(await confirmAction({ title: T.deleteReplayTitle, message: T.deleteReplayText, confirmLabel: T.deleteReplay, danger: true }))) return;
    void notifyChange(remove.mutateAsync(), T.replayDeleted, T.loadFailed);
  };

  return (
    <Stack gap="sm" data-testid="replay">
      <Group gap="xs">
        <Title order={4} fz="sm">
          {T.replay}
        </Title>
        <Badge variant="light" color={STATUS_COLORS[replay.status] ?? 'gray'}>
          {T.replayStatus[replay.status] ?? replay.status}
        </Badge>
      </Group>
      {broadcast.canManage ? (
        <>
          <Radio.Group label={T.audience} value={audience} onChange={(v) => setAudience(v as ReplayAudience)}>
            <Group gap="md" mt={6}>
              {REPLAY_AUDIENCES.map((a) => (
                <Radio key={a} value={a} label={T.audiences[a]} />
              ))}
            </Group>
          </Radio.Group>
          {audience === 'members' ? <TierChoices ownerId={ownerId} value={tierIds} onChange={setTierIds} error={fieldErrors.tierIds} /> : null}
        </>
      ) : (
        <Text fz="sm">
          {T.audience}: {T.audiences[replay.audience]}
        </Text>
      )}
      <Group gap="xs">
        {broadcast.canManage && changed ? (
          <Button size="xs" loading={update.isPending} onClick={save}>
            {T.save}
          </Button>
        ) : null}
        {replay.status === 'ready' ? (
          <ButtonLink size="xs" variant="light" leftSection={<IconPlayerPlay size={16} />} to="/watch/$id" params={{ id: replay.videoId }}>
            {T.watchReplay}
          </ButtonLink>
        ) : null}
        {broadcast.canManage ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            {T.deleteReplay}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
