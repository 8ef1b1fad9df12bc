import { Box, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { currencyInfo } from '../../../../domain/money.ts';
import { TICKET_CATEGORIES, TICKET_LIMITS, VISIBILITY_SCOPES } from '../../../../domain/tickets.ts';
import type { EditorPartProps } from './editor-form.ts';
import { ATTENDANCE_LABELS, VISIBILITY_LABELS, type TicketForm, type TicketsFormValues } from './tickets-form.ts';

/** The fields of one ticket type (inside its card): name, price, quantity, sales window, visibility and code. */
export function TicketTypeFields({
  t,
  index,
  currency,
  form,
  input,
  canEdit,
}: Omit<EditorPartProps<TicketsFormValues>, 'check'> & { t: TicketForm; index: number; currency: string }) {
  const at = (f: string) => `ticketTypes.${index}.${f}`;
  const c = currencyInfo(currency);
  const moneyProps = { decimalScale: c.minorUnits, fixedDecimalScale: true, min: 0, prefix: c.symbol, thousandSeparator: ',' } as const;
  return (
    <Stack gap="md" p="md" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <TextInput
        id={`ticket-${t.key}-name`}
        label="Name"
        required
        maxLength={TICKET_LIMITS.name}
        placeholder="General admission"
        {...input(at('name'))}
      />
      <Textarea label="Description" autosize minRows={2} maxLength={TICKET_LIMITS.description} {...input(at('description'))} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Input.Wrapper label="Category">
          <Box mt={6}>
            <SegmentedControl fullWidth data={TICKET_CATEGORIES.map((v) => ({ value: v, label: v }))} {...input(at('category'))} />
          </Box>
        </Input.Wrapper>
        <Input.Wrapper label="Attendance">
          <Box mt={6}>
            <SegmentedControl
              fullWidth
              data={[
                { value: 'in_person', label: ATTENDANCE_LABELS.in_person },
                { value: 'online', label: ATTENDANCE_LABELS.online },
              ]}
              {...input(at('attendanceType'))}
            />
          </Box>
        </Input.Wrapper>
      </SimpleGrid>
      <Input.Wrapper label="Pricing">
        <Box mt={6}>
          <SegmentedControl
            data={[
              { value: 'fixed', label: 'Fixed price' },
              { value: 'custom_price', label: 'Pay what you want' },
            ]}
            {...input(at('pricingMode'))}
          />
        </Box>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {t.pricingMode === 'fixed' ? (
          <NumberInput label="Price" description="0 for a free ticket." required {...moneyProps} {...input(at('price'))} />
        ) : (
          <>
            <NumberInput label="Minimum price" description="0 allows free." {...moneyProps} {...input(at('minimumPrice'))} />
            <NumberInput label="Suggested price" {...moneyProps} {...input(at('suggestedPrice'))} />
          </>
        )}
        <NumberInput label="Booking fee" description="Added to the price." {...moneyProps} {...input(at('fee'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label="Quantity"
          description="Capacity per date."
          required
          min={0}
          max={TICKET_LIMITS.quantity}
          allowDecimal={false}
          thousandSeparator=","
          {...input(at('quantity'))}
        />
        <NumberInput label="Maximum per order" min={1} max={TICKET_LIMITS.maxPerOrder} allowDecimal={false} {...input(at('maxPerOrder'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Sales start" description="Empty: on sale when published." type="datetime-local" {...input(at('startsSalesAt'))} />
        <TextInput label="Sales end" description="Empty: until the event ends." type="datetime-local" {...input(at('endsSalesAt'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Visibility"
          data={VISIBILITY_SCOPES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))}
          allowDeselect={false}
          {...input(at('visibilityScope'))}
        />
        {t.visibilityScope === 'secret' ? (
          <>
            <TextInput
              label="Secret code"
              description="Letters and numbers."
              required
              maxLength={TICKET_LIMITS.code}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...input(at('code'))}
            />
            <NumberInput label="Uses per code" description="Empty: unlimited." min={1} allowDecimal={false} {...input(at('quantityPerCode'))} />
          </>
        ) : null}
      </SimpleGrid>
      <Box>
        <Switch
          label="Hidden"
          description="Hidden ticket types are not sold."
          {...form.getInputProps(at('hidden'), { type: 'checkbox' })}
          disabled={!canEdit}
        />
      </Box>
    </Stack>
  );
}
