import { Button, Group, Select, Skeleton, Stack } from '@mantine/core';
import { IconArmchair } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { ownerChartsQuery, useAttachChart } from './api.ts';
import { SeatingErrorAlert } from './SeatingErrorAlert.tsx';

/** Where the owner's charts are drawn (the designer's list). */
export function ChartsLink({ username, label, variant = 'light' }: { username: string; label: string; variant?: string }) {
  return (
    <ButtonLink to={'/manage/$username/seating' as never} params={{ username } as never} variant={variant} size="sm">
      {label}
    </ButtonLink>
  );
}

/**
 * One of the owner's charts for the event: the first one, or a replacement (confirmed first, since the event's copy
 * changes). No chart yet: a link to where charts are drawn.
 */
export function ChooseChart({ eventId, owner, replacing }: { eventId: string; owner: { id: string; username: string }; replacing?: boolean }) {
  const charts = useQuery(ownerChartsQuery(owner.id));
  const attach = useAttachChart(eventId);
  const [chartId, setChartId] = useState<string | null>(null);

  if (charts.isPending) return <Skeleton height={60} radius="md" />;
  if (charts.isError) return <RetryAlert message={T.chartsFailed} onRetry={() => void charts.refetch()} />;
  if (!charts.data.length)
    return (
      <EmptyBlock
        icon={<IconArmchair size={28} />}
        title={T.noChartsTitle}
        description={T.noChartsText}
        action={<ChartsLink username={owner.username} label={T.drawChart} variant="filled" />}
      />
    );

  const submit = async () => {
    if (!chartId) return;
    if (replacing && !(await confirmAction({ title: T.replaceTitle, message: T.replaceText, confirmLabel: T.replace }))) return;
    attach.mutate(chartId, { onSuccess: () => notifySuccess(T.attached) });
  };

  return (
    <Stack gap="sm">
      <Group align="end" gap="sm">
        <Select
          label={replacing ? T.replaceWith : T.chart}
          placeholder={T.chooseChart}
          data={charts.data.map((c) => ({ value: c.id, label: T.chartOption(c.name, c.seatCount, c.standingCapacity) }))}
          value={chartId}
          onChange={(value) => {
            setChartId(value);
            attach.reset();
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button onClick={() => void submit()} disabled={!chartId} loading={attach.isPending}>
          {replacing ? T.replace : T.useChart}
        </Button>
      </Group>
      <SeatingErrorAlert error={attach.error} />
    </Stack>
  );
}
