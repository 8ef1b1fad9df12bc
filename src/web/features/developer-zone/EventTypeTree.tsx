import { Checkbox, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { WEBHOOK_FORM_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import {
  WEBHOOK_EVENT_GROUPS,
  eventsOfGroup,
  groupState,
  toggleEvent,
  toggleGroup,
  type WebhookEventGroup,
  type WebhookEventType,
} from '../../../contracts/webhooks.messages.ts';

interface TreeProps {
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
}

/** One group: its 'all' box (checked only when every child is, indeterminate when some are), then its children. */
function EventGroup({ group, value, onChange }: TreeProps & { group: WebhookEventGroup }) {
  const state = groupState(value, group);
  const childrenId = useId();
  return (
    <Paper withBorder radius="md" p="sm">
      <Checkbox
        label={T.groups[group]}
        fw={600}
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        onChange={() => onChange(toggleGroup(value, group))}
        aria-controls={childrenId}
      />
      <SimpleGrid
        id={childrenId}
        role="group"
        aria-label={T.groups[group]}
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        verticalSpacing="xs"
        mt="sm"
        pl={{ base: 'md', sm: 'lg' }}
      >
        {eventsOfGroup(group).map((type) => (
          <Checkbox
            key={type}
            label={
              <Text span ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {type}
              </Text>
            }
            description={T.eventHints[type]}
            checked={value.includes(type)}
            onChange={() => onChange(toggleEvent(value, type))}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The event-type selection tree (content-management 2.8): one group per prefix of the catalog (orders, tickets,
 * membership subscriptions). The rules are the domain's (groupState, toggleGroup, toggleEvent), so the selection
 * always stays in the catalog's order. The error ('Please select at least one event') shows above the groups.
 */
export function EventTypeTree({ value, onChange, error }: TreeProps & { error?: ReactNode }) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={T.events}
      description={T.eventsHint}
      error={error}
      required
      labelElement="div"
      inputWrapperOrder={['label', 'description', 'error', 'input']}
    >
      <Stack
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
        gap="sm"
        mt={6}
      >
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          <EventGroup key={group} group={group} value={value} onChange={onChange} />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
