import { ActionIcon, Badge, Button, Collapse, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconEye, IconEyeOff, IconPlus, IconTicket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EVENT_EDITOR_TEXTS as E, TICKET_TYPES_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { currencyInfo, formatMoney } from '../../../../domain/money.ts';
import { TICKET_LIMITS } from '../../../../domain/tickets.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';
import { indexesWithErrors } from '../../../ui/form/field-errors.ts';
import { ownerTiersQuery, useSaveTicketTypes } from '../api.ts';
import { eventSeatingQuery } from '../../event-seating/index.ts';
import { listsQuery } from '../../private-lists/index.ts';
import { toMinorUnits, zoneCity } from '../format.ts';
import { editorSubmit } from './editor-form.ts';
import { EditorForm, useEditorForm } from './EditorShell.tsx';
import { RemoveButton, ReorderControls } from './ReorderControls.tsx';
import { TicketTypeFields } from './TicketTypeFields.tsx';
import {
  ATTENDANCE_LABELS,
  VISIBILITY_LABELS,
  blankTicket,
  ticketsErrorAlias,
  toTicketsBody,
  toTicketsFormValues,
  validateTickets,
  type TicketForm,
  type TicketsFormValues,
} from './tickets-form.ts';

function priceLabel(t: TicketForm, currency: string): string {
  if (t.pricingMode === 'custom_price') {
    const min = toMinorUnits(t.minimumPrice, currency) ?? 0;
    return min > 0 ? T.priceFrom(formatMoney(min, currency)) : T.payWhatYouWant;
  }
  const price = toMinorUnits(t.price, currency) ?? 0;
  return price === 0 ? T.free : formatMoney(price, currency);
}

/** Tickets: add, edit, reorder (up and down buttons), hide and remove the event's ticket types. */
export function TicketTypesEditor({ reply }: { reply: ManagedEventReply }) {
  const { event, permissions } = reply;
  const canEdit = permissions.canEditDetails;
  const zone = event.timezone;
  const currency = event.currency;
  const save = useSaveTicketTypes(event.id);
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  const form = useForm<TicketsFormValues>({
    initialValues: toTicketsFormValues(reply.ticketTypes, zone, currency),
    validate: (values) => validateTickets(values, zone, currency, reply.occurrences.length),
  });
  const { feedback, input } = useEditorForm(form, canEdit);
  const tickets = form.values.ticketTypes;
  const c = currencyInfo(currency);
  // The owner's tiers, once a ticket type is for members.
  const tiersQ = useQuery({ ...ownerTiersQuery(event.ownerId), enabled: tickets.some((t) => t.visibilityScope === 'member') });
  const tiers = { list: tiersQ.data ?? [], failed: tiersQ.isError };
  // The owner's private access lists, once a ticket type is for lists.
  const listsQ = useQuery({ ...listsQuery(event.ownerId, undefined), enabled: tickets.some((t) => t.visibilityScope === 'list') });
  const lists = { list: listsQ.data?.data ?? [], failed: listsQ.isError };
  // The event's chart, whose categories a ticket type may sell (no field without a chart).
  const seatingQ = useQuery(eventSeatingQuery(event.id));
  const seatCategories = seatingQ.data ? { list: seatingQ.data.categories, failed: false } : seatingQ.isError ? { list: [], failed: true } : null;

  // Cards with an error open so the message can be seen.
  useEffect(() => {
    const withErrors = indexesWithErrors(form.errors, 'ticketTypes');
    if (!withErrors.size) return;
    setOpen((prev) => {
      const next = new Set(prev);
      withErrors.forEach((i) => {
        const key = form.getValues().ticketTypes[i]?.key;
        if (key) next.add(key);
      });
      return next.size === prev.size ? prev : next;
    });
  }, [form.errors, form]);

  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const add = (attendance: TicketForm['attendanceType']) => {
    const ticket = blankTicket(attendance);
    form.insertListItem('ticketTypes', ticket);
    setOpen((prev) => new Set(prev).add(ticket.key));
    requestAnimationFrame(() => document.getElementById(`ticket-${ticket.key}-name`)?.focus());
  };

  const move = (from: number, to: number) => {
    form.clearErrors();
    form.reorderListItem('ticketTypes', { from, to });
    // Keep the focus on the moved card's button so keyboard users can keep moving it.
    requestAnimationFrame(() => document.getElementById(`ticket-${tickets[from]!.key}-${to < from ? 'up' : 'down'}`)?.focus());
  };

  const remove = async (i: number) => {
    const t = tickets[i]!;
    if (t.id) {
      const ok = await confirmAction({
        title: T.removeTitle(t.name),
        message: T.removeText,
        confirmLabel: E.remove,
        danger: true,
      });
      if (!ok) return;
    }
    form.clearErrors();
    form.removeListItem('ticketTypes', i);
  };

  const submit = editorSubmit(
    form,
    feedback,
    async (values) => toTicketsFormValues((await save.mutateAsync(toTicketsBody(values, zone, currency))).ticketTypes, zone, currency),
    { alias: () => ticketsErrorAlias(form.getValues()), afterSave: () => setOpen(new Set()) },
  );

  return (
    <EditorForm
      form={form}
      feedback={feedback}
      canEdit={canEdit}
      label={T.heading}
      intro={T.intro(c.name, c.code.toUpperCase(), zoneCity(zone))}
      onSubmit={submit}
      saving={save.isPending}
    >
      {tickets.length === 0 ? <EmptyBlock icon={<IconTicket size={28} />} title={T.noTicketTypes} description={T.noTicketTypesHint} /> : null}
      {tickets.map((t, i) => {
        const isOpen = open.has(t.key);
        const at = (f: string) => `ticketTypes.${i}.${f}`;
        const hasError = indexesWithErrors(form.errors, 'ticketTypes').has(i);
        return (
          <Paper
            key={t.key}
            withBorder
            radius="lg"
            p={0}
            style={{ borderColor: hasError ? 'var(--mantine-color-red-5)' : undefined, opacity: t.hidden ? 0.85 : 1 }}
            aria-label={T.cardLabel(i + 1, t.name)}
            component="section"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" p="sm" pl="md">
              <UnstyledButton
                onClick={() => toggle(t.key)}
                aria-expanded={isOpen}
                aria-controls={`ticket-${t.key}-body`}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap="sm" wrap="nowrap">
                  <IconChevronDown
                    size={18}
                    style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 120ms', flexShrink: 0 }}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {t.name.trim() || T.newTicketType}
                    </Text>
                    <Group gap={6}>
                      <Text fz="xs" c="dimmed">
                        {priceLabel(t, currency)} · {T.available(t.quantity === '' ? '–' : Number(t.quantity).toLocaleString('en-US'))}
                        {t.ticketsSold ? ` · ${E.sold(t.ticketsSold)}` : ''}
                      </Text>
                      <Badge size="xs" variant="light" color={t.attendanceType === 'online' ? 'cyan' : 'violet'}>
                        {ATTENDANCE_LABELS[t.attendanceType]}
                      </Badge>
                      {t.category === 'Add on' ? (
                        <Badge size="xs" variant="light" color="grape">
                          {t.category}
                        </Badge>
                      ) : null}
                      {t.visibilityScope !== 'public' ? (
                        <Badge size="xs" variant="light" color="orange">
                          {VISIBILITY_LABELS[t.visibilityScope]}
                        </Badge>
                      ) : null}
                      {t.hidden ? (
                        <Badge size="xs" variant="filled" color="gray">
                          {E.hidden}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                </Group>
              </UnstyledButton>
              <Group gap={2} wrap="nowrap">
                <ReorderControls
                  noun={T.noun}
                  name={t.name || T.noun}
                  index={i}
                  count={tickets.length}
                  disabled={!canEdit}
                  onMove={move}
                  idPrefix={`ticket-${t.key}`}
                />
                <Tooltip label={t.hidden ? T.showToBuyers : T.hideFromBuyers}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={(t.hidden ? T.showItem : T.hideItem)(t.name || T.noun)}
                    aria-pressed={t.hidden}
                    disabled={!canEdit}
                    onClick={() => form.setFieldValue(at('hidden'), !t.hidden)}
                  >
                    {t.hidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
                  </ActionIcon>
                </Tooltip>
                <RemoveButton
                  label={E.removeItem(t.name || T.noun)}
                  tooltip={t.ticketsSold > 0 ? T.hasSales : E.remove}
                  disabled={!canEdit || t.ticketsSold > 0}
                  onClick={() => void remove(i)}
                />
              </Group>
            </Group>
            <Collapse expanded={isOpen} id={`ticket-${t.key}-body`}>
              <TicketTypeFields
                t={t}
                index={i}
                currency={currency}
                tiers={tiers}
                lists={lists}
                seatCategories={seatCategories}
                dates={reply.occurrences}
                form={form}
                input={input}
                canEdit={canEdit}
              />
            </Collapse>
          </Paper>
        );
      })}
      {canEdit && tickets.length < TICKET_LIMITS.types ? (
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => add('in_person')}>
            {T.add}
          </Button>
          {event.online ? (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => add('online')}>
              {T.addOnline}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </EditorForm>
  );
}
