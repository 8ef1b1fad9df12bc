import { Alert, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MEMBER_TEXTS as T, MEMBERSHIP_AREA_TEXTS as A, MEMBERSHIP_MESSAGES } from '../../../contracts/memberships.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { memberQuery, tiersQuery, useSaveMember, type MemberView, type TierView } from './api.ts';
import {
  priceAfterTierChange,
  priceChoices,
  tierChoices,
  toMemberBody,
  toMemberFormValues,
  validateMember,
  type MemberFormValues,
} from './member-form.ts';
import { recordPending } from './MembershipStates.tsx';
import { RecordForm, useRecordForm } from './RecordForm.tsx';

/** A member who subscribed through the payment provider: only they (through the provider) change their membership. */
function ProviderMember({ username }: { username: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
      <Stack gap="md">
        <Alert color="gray">{MEMBERSHIP_MESSAGES.providerMember}</Alert>
        <Group justify="flex-end">
          <ButtonLink to="/manage/$username/memberships/members" params={{ username }} variant="default">
            {A.close}
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}

function MemberFormFields({ ownerId, username, member, tiers }: { ownerId: string; username: string; member: MemberView | null; tiers: TierView[] }) {
  const mode = member ? 'edit' : 'new';
  const navigate = useNavigate();
  const save = useSaveMember(ownerId);
  const form = useForm<MemberFormValues>({
    initialValues: toMemberFormValues(member),
    validate: (values) => validateMember(values, mode),
  });
  const flow = useRecordForm(form, member ? T.updateFailed : MEMBERSHIP_MESSAGES.createMemberFailed);
  const choices = useMemo(() => tierChoices(tiers, member), [tiers, member]);
  const tier = choices.find((t) => t.id === form.values.tierId);
  const toList = () => void navigate({ to: '/manage/$username/memberships/members', params: { username } });
  const submit = flow.submitWith(async (values) => {
    await save.mutateAsync({ id: member?.id ?? null, body: toMemberBody(values, ownerId, mode) });
    notifySuccess(member ? T.updated : T.created);
    return toList;
  });

  return (
    <RecordForm title={member ? T.editTitle : T.addTitle} flow={flow} onSubmit={submit} onClose={toList} busy={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={T.fullName} required autoComplete="off" maxLength={200} {...form.getInputProps('fullName')} />
        <TextInput
          label={T.email}
          type="email"
          required={!member}
          disabled={!!member}
          autoComplete="off"
          maxLength={320}
          {...form.getInputProps('email')}
        />
        <Select
          label={T.tier}
          placeholder={T.tierPlaceholder}
          required
          data={choices.map((t) => ({ value: t.id, label: t.name }))}
          value={form.values.tierId}
          onChange={(id) => {
            form.setFieldValue('tierId', id);
            form.setFieldValue('priceId', priceAfterTierChange(choices.find((t) => t.id === id)));
          }}
          error={form.errors.tierId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={T.price}
          placeholder={T.pricePlaceholder}
          required
          data={priceChoices(tier, member)}
          disabled={!tier}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priceId')}
        />
      </SimpleGrid>
    </RecordForm>
  );
}

/** The new and edit member pages (content-management 2.2, 5): a manually added member, on a tier and one of its prices. */
export function MemberForm({ ownerId, username, memberId }: { ownerId: string; username: string; memberId: string | null }) {
  const member = useQuery({ ...memberQuery(ownerId, memberId ?? ''), enabled: memberId !== null });
  const tiers = useQuery(tiersQuery(ownerId));
  const pending = recordPending(memberId ? [member, tiers] : [tiers], {
    notFound: MEMBERSHIP_MESSAGES.memberNotFound,
    failed: T.loadFailed,
  });
  if (pending) return pending;
  const record = memberId ? member.data! : null;
  if (record?.stripeSubscription) return <ProviderMember username={username} />;
  return <MemberFormFields ownerId={ownerId} username={username} member={record} tiers={tiers.data!.data} />;
}
