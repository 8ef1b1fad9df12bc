import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { BROADCAST_MODES, EXTERNAL_URL_MAX, type BroadcastMode } from '../../../contracts/broadcasts.messages.ts';
import { ApiError } from '../../app/http.ts';
import { notifyApiError, notifyChange } from '../../app/notify.ts';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { useUpdateBroadcast, type BroadcastView } from './api.ts';

/**
 * The stream's mode. Ovation live is saved as soon as it is chosen (it needs nothing more); External shows the link
 * with its Save, and is saved with it (the server refuses external mode without a link).
 */
export function ModeSection({ eventId, broadcast }: { eventId: string; broadcast: BroadcastView }) {
  const [mode, setMode] = useState<BroadcastMode>(broadcast.mode);
  const [url, setUrl] = useState(broadcast.externalUrl ?? '');
  const update = useUpdateBroadcast(eventId, broadcast.id);
  const fieldError = update.error instanceof ApiError ? update.error.fieldErrors.externalUrl : undefined;
  const locked = broadcast.status !== 'idle' && broadcast.mode === 'ovation';

  const onMode = (value: string) => {
    const next = value as BroadcastMode;
    setMode(next);
    update.reset();
    if (next === 'ovation' && broadcast.mode !== 'ovation') {
      void notifyChange(update.mutateAsync({ mode: 'ovation' }), T.saved, T.loadFailed);
    }
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    // A refused link shows under its field; anything else in a toast.
    void notifyChange(update.mutateAsync({ mode: 'external', externalUrl: url.trim() }), T.saved, (error) =>
      error instanceof ApiError && error.fieldErrors.externalUrl ? undefined : notifyApiError(error, T.loadFailed),
    );
  };

  return (
    <Stack gap="sm">
      <SegmentedField
        label={T.modeLabel}
        value={mode}
        onChange={onMode}
        disabled={locked || update.isPending}
        data={BROADCAST_MODES.map((m) => ({ value: m, label: T.modes[m] }))}
        wrapperStyle={{ alignSelf: 'flex-start' }}
      />
      {mode === 'external' ? (
        <form onSubmit={onSave} noValidate>
          <Stack gap="xs" maw={560}>
            <TextInput
              label={T.externalUrl}
              description={T.externalUrlHint}
              placeholder="https://…"
              type="url"
              value={url}
              maxLength={EXTERNAL_URL_MAX}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" loading={update.isPending} w="fit-content">
              {T.save}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
