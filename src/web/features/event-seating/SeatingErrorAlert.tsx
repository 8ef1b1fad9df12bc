import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EVENT_SEATING_TEXTS as T } from '../../../contracts/event-seating.messages.ts';
import { SEATING_REASONS } from '../../../contracts/seating-server.messages.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../app/http.ts';

/**
 * A refused seating change, said plainly: a chart with issues (422) lists each one to fix in the designer; held or
 * sold seats in the way (409) and anything else show the server's message.
 */
export function SeatingErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const api = error instanceof ApiError ? error : null;
  const issues = api?.reason === SEATING_REASONS.chartNotUsable ? api.messages : [];
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={issues.length ? T.chartNotUsable : undefined} data-testid="seating-error">
      {issues.length ? (
        <List size="sm" spacing={2}>
          {issues.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      ) : (
        (api?.message ?? NETWORK_ERROR_MESSAGE)
      )}
    </Alert>
  );
}
