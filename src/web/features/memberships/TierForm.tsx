import { Button, MultiSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MEMBERSHIP_AREA_TEXTS as A, MEMBERSHIP_LIMITS, MEMBERSHIP_MESSAGES, TIER_FORM_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { RichTextEditor } from '../events/index.ts';
import { payoutsQuery } from '../payouts/index.ts';
import { benefitsQuery, membershipSettingsQuery, tierQuery, useSaveTier, type BenefitView, type TierView } from './api.ts';
import { CapacityField } from './CapacityField.tsx';
import { PayoutsFirstAlert, recordPending } from './MembershipStates.tsx';
import { PricesField } from './PricesField.tsx';
import { RecordForm, useRecordForm } from './RecordForm.tsx';
import { savedPrices, toTierBody, toTierFormValues, validateTier, type TierFormValues } from './tier-form.ts';

interface TierFormProps {
  ownerId: string;
  username: string;
  tier: TierView | null;
  currency: string;
  benefits: BenefitView[];
  /** False before payouts are connected: a new tier cannot be saved yet. */
  canCreate: boolean;
}

/** Add Tier / Edit Tier (content-management 2.2, 5): Save goes back to the list, the other action on to a new benefit. */
function TierFormFields({ ownerId, username, tier, currency, benefits, canCreate }: TierFormProps) {
  const navigate = useNavigate();
  const save = useSaveTier(ownerId);
  const saved = useMemo(() => savedPrices(tier), [tier]);
  const form = useForm<TierFormValues>({
    initialValues: toTierFormValues(tier, currency),
    validate: (values) => validateTier(values, currency, saved),
  });
  const flow = useRecordForm(form, T.saveFailed);
  const options = useMemo(() => benefits.filter((b) => !b.archived).map((b) => ({ value: b.id, label: b.name })), [benefits]);

  const toList = () => void navigate({ to: '/manage/$username/memberships/tiers', params: { username } });
  const toNewBenefit = () => void navigate({ to: '/manage/$username/memberships/benefits/new', params: { username } });
  const saveThen = (next: () => void) =>
    flow.submitWith(async (values) => {
      await save.mutateAsync({ id: tier?.id ?? null, body: toTierBody(values, ownerId, currency) });
      notifySuccess(T.saved);
      return next;
    });
  const blocked = !tier && !canCreate;

  return (
    <RecordForm
      title={tier ? T.editTitle : T.addTitle}
      flow={flow}
      onSubmit={saveThen(toList)}
      onClose={toList}
      busy={save.isPending}
      saveDisabled={blocked}
      extraAction={
        <Button variant="light" onClick={() => saveThen(toNewBenefit)()} disabled={save.isPending || blocked}>
          {T.saveAndAddBenefit}
        </Button>
      }
    >
      {blocked ? <PayoutsFirstAlert username={username} /> : null}
      <TextInput label={T.name} placeholder={T.namePlaceholder} required maxLength={MEMBERSHIP_LIMITS.tierName} {...form.getInputProps('name')} />
      <RichTextEditor
        label={T.description}
        description={A.characters(form.values.description.length, MEMBERSHIP_LIMITS.tierDescription)}
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        minHeight={140}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea label={T.emailText} description={T.emailTextHint} autosize minRows={3} maxLength={5_000} {...form.getInputProps('emailText')} />
        <MultiSelect
          label={T.benefits}
          placeholder={options.length ? T.benefitsPlaceholder : undefined}
          description={options.length ? undefined : T.noBenefits}
          data={options}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('discountIds')}
        />
      </SimpleGrid>
      <PricesField form={form} currency={currency} />
      <CapacityField form={form} />
    </RecordForm>
  );
}

/** The tier page: loads the tier (when editing), the benefits to choose from and the owner's currency, then the form. */
export function TierForm({ ownerId, username, tierId }: { ownerId: string; username: string; tierId: string | null }) {
  const tier = useQuery({ ...tierQuery(ownerId, tierId ?? ''), enabled: tierId !== null });
  const benefits = useQuery(benefitsQuery(ownerId));
  const payouts = useQuery(payoutsQuery(ownerId));
  const settings = useQuery(membershipSettingsQuery(ownerId));
  const pending = recordPending(tierId ? [tier, benefits, payouts, settings] : [benefits, payouts, settings], {
    notFound: MEMBERSHIP_MESSAGES.tierNotFound,
    failed: MEMBERSHIP_MESSAGES.getTiersFailed,
  });
  if (pending) return pending;
  const record = tierId ? tier.data! : null;
  return (
    <TierFormFields
      key={record?.id ?? 'new'}
      ownerId={ownerId}
      username={username}
      tier={record}
      currency={record?.currency ?? payouts.data!.currency}
      benefits={benefits.data!.data}
      canCreate={settings.data!.stripeConnected}
    />
  );
}
