import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { VIDEO_FORM_TEXTS as T, type VideoVisibility } from '../../../contracts/videos.messages.ts';
import type { TierChoice } from './video-form.ts';

/**
 * The Visibility section (content-management 4): public, or members only with the tiers whose members may watch
 * (at least one, except for a broadcast's replay: without tiers its ticket holders only). An archived tier shows only
 * when the video already has it.
 */
export function VisibilityField({
  visibility,
  onVisibility,
  tiers,
  tierIds,
  onTierIds,
  error,
  replayOf,
}: {
  visibility: VideoVisibility;
  onVisibility: (visibility: VideoVisibility) => void;
  tiers: readonly TierChoice[];
  tierIds: string[];
  onTierIds: (ids: string[]) => void;
  error?: ReactNode;
  replayOf: { eventName: string } | null;
}) {
  return (
    <Stack gap="sm">
      <Radio.Group label={T.visibility} value={visibility} onChange={(v) => onVisibility(v as VideoVisibility)}>
        <Stack gap="sm" mt={6}>
          <Radio value="public" label={T.public} description={T.publicHint} />
          <Radio value="members_only" label={T.membersOnly} description={T.membersOnlyHint} />
        </Stack>
      </Radio.Group>
      {visibility === 'members_only' && replayOf ? (
        <Text fz="sm" c="dimmed" pl="lg">
          {T.replayAudience(replayOf.eventName)}
        </Text>
      ) : null}
      {visibility === 'members_only' ? (
        tiers.length ? (
          <Checkbox.Group label={T.tiers} value={tierIds} onChange={onTierIds} error={error} pl="lg">
            <Stack gap={6} mt={6}>
              {tiers.map((tier) => (
                <Checkbox key={tier.id} value={tier.id} label={tier.archived ? T.archivedTier(tier.name) : tier.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : replayOf ? null : (
          <Text fz="sm" c={error ? 'red' : 'dimmed'} pl="lg" role={error ? 'alert' : undefined}>
            {T.noTiers}
          </Text>
        )
      ) : null}
    </Stack>
  );
}
