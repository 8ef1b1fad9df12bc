import { Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  BENEFIT_TEXTS as T,
  DISCOUNT_SCOPES,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_MESSAGES,
  USAGE_SCOPES,
} from '../../../contracts/memberships.messages.ts';
import { EVENT_CATEGORIES, isEventCategory } from '../../../domain/events.ts';
import { notifySuccess } from '../../app/notify.ts';
import { moneyInputProps } from '../../ui/form/money-input.ts';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { payoutsQuery } from '../payouts/index.ts';
import { benefitQuery, useSaveBenefit, type BenefitView } from './api.ts';
import {
  isDiscountScope,
  isUsageScope,
  toBenefitBody,
  toBenefitFormValues,
  validateBenefit,
  type BenefitFormValues,
  type DiscountKind,
} from './benefit-form.ts';
import { LimitChoice } from './LimitChoice.tsx';
import { recordPending } from './MembershipStates.tsx';
import { RecordForm, useRecordForm } from './RecordForm.tsx';
import { TicketsField } from './TicketsField.tsx';

type BenefitForm = UseFormReturnType<BenefitFormValues>;

const KIND_OPTIONS = [
  { value: 'percent', label: T.discountKinds.percent },
  { value: 'amount', label: T.discountKinds.amount },
];
const SCOPE_OPTIONS = USAGE_SCOPES.map((value) => ({ value, label: T.scopes[value] }));
const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c.key, label: c.name }));

/** A dollar amount or a percentage (content-management 5): choosing one empties the other. */
function DiscountFields({ form, currency }: { form: BenefitForm; currency: string }) {
  const choose = (kind: DiscountKind) => {
    form.setValues({ kind, amount: '', percentageValue: '' });
    form.clearFieldError('amount');
    form.clearFieldError('percentageValue');
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedField
        label={T.discount}
        data={KIND_OPTIONS}
        value={form.values.kind}
        onChange={(v) => choose(v === 'amount' ? 'amount' : 'percent')}
      />
      {form.values.kind === 'amount' ? (
        <NumberInput
          key="amount"
          label={T.amount}
          required
          min={MEMBERSHIP_LIMITS.amountMin}
          max={MEMBERSHIP_LIMITS.amountMax}
          {...moneyInputProps(currency)}
          style={{ flex: '0 1 220px' }}
          {...form.getInputProps('amount')}
        />
      ) : (
        <NumberInput
          key="percent"
          label={T.percentage}
          required
          min={MEMBERSHIP_LIMITS.percentMin}
          max={MEMBERSHIP_LIMITS.percentMax}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          style={{ flex: '0 1 220px' }}
          {...form.getInputProps('percentageValue')}
        />
      )}
    </Group>
  );
}

/** Unlimited, or Limited to a number of uses per event, month, 3 months, 6 months or year. */
function UsageFields({ form }: { form: BenefitForm }) {
  const limited = form.values.limited;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <LimitChoice
        label={T.usageLimit}
        texts={T.usageKinds}
        limited={limited}
        onChange={(value) => {
          form.setFieldValue('limited', value);
          form.clearFieldError('quantity');
          form.clearFieldError('quantityScope');
        }}
      />
      {limited ? (
        <SimpleGrid cols={2} spacing="md" style={{ flex: '1 1 320px' }}>
          <NumberInput
            label={T.quantity}
            required
            min={MEMBERSHIP_LIMITS.usageLimitMin}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
          <Select
            label={T.scope}
            required
            data={SCOPE_OPTIONS}
            value={form.values.quantityScope}
            onChange={(v) => form.setFieldValue('quantityScope', isUsageScope(v) ? v : null)}
            error={form.errors.quantityScope}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      ) : null}
    </Group>
  );
}

/** All tickets, the events of some categories, or chosen tickets. */
function ScopeFields({ form, ownerId }: { form: BenefitForm; ownerId: string }) {
  const scope = form.values.discountScope;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={T.appliesTo}
        value={scope}
        onChange={(v) => {
          if (isDiscountScope(v)) form.setFieldValue('discountScope', v);
        }}
      >
        <Group gap="lg" mt={6}>
          {DISCOUNT_SCOPES.map((s) => (
            <Radio key={s} value={s} label={T.discountScopes[s]} />
          ))}
        </Group>
      </Radio.Group>
      {scope === 'categories' ? (
        <MultiSelect
          label={T.categories}
          placeholder={T.categoriesPlaceholder}
          required
          data={CATEGORY_OPTIONS}
          value={form.values.categoryIds}
          onChange={(v) => form.setFieldValue('categoryIds', v.filter(isEventCategory))}
          error={form.errors.categoryIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {scope === 'tickets' ? (
        <TicketsField
          ownerId={ownerId}
          value={form.values.ticketIds}
          onChange={(ids) => form.setFieldValue('ticketIds', ids)}
          error={form.errors.ticketIds}
        />
      ) : null}
    </Stack>
  );
}

function BenefitFormFields({
  ownerId,
  username,
  benefit,
  currency,
}: {
  ownerId: string;
  username: string;
  benefit: BenefitView | null;
  currency: string;
}) {
  const navigate = useNavigate();
  const save = useSaveBenefit(ownerId);
  const form = useForm<BenefitFormValues>({
    initialValues: toBenefitFormValues(benefit, currency),
    validate: (values) => validateBenefit(values, currency),
  });
  const flow = useRecordForm(form, T.saveFailed);
  const toList = () => void navigate({ to: '/manage/$username/memberships/benefits', params: { username } });
  const submit = flow.submitWith(async (values) => {
    await save.mutateAsync({ id: benefit?.id ?? null, body: toBenefitBody(values, ownerId, currency) });
    notifySuccess(T.saved);
    return toList;
  });

  return (
    <RecordForm title={benefit ? T.editTitle : T.addTitle} flow={flow} onSubmit={submit} onClose={toList} busy={save.isPending}>
      <TextInput
        label={T.descriptor}
        placeholder={T.descriptorPlaceholder}
        required
        maxLength={MEMBERSHIP_LIMITS.benefitName}
        {...form.getInputProps('name')}
      />
      <DiscountFields form={form} currency={currency} />
      <UsageFields form={form} />
      <ScopeFields form={form} ownerId={ownerId} />
    </RecordForm>
  );
}

/** Add Benefit / Edit Benefit (content-management 2.2, 5): loads the benefit (when editing) and the owner's currency. */
export function BenefitForm({ ownerId, username, benefitId }: { ownerId: string; username: string; benefitId: string | null }) {
  const benefit = useQuery({ ...benefitQuery(ownerId, benefitId ?? ''), enabled: benefitId !== null });
  const payouts = useQuery(payoutsQuery(ownerId));
  const pending = recordPending(benefitId ? [benefit, payouts] : [payouts], {
    notFound: MEMBERSHIP_MESSAGES.benefitNotFound,
    failed: T.loadFailed,
  });
  if (pending) return pending;
  const record = benefitId ? benefit.data! : null;
  return <BenefitFormFields ownerId={ownerId} username={username} benefit={record} currency={record?.currency ?? payouts.data!.currency} />;
}
