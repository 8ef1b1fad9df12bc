import { Button, CloseButton, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { PROMO_CODE_MESSAGES as M, PROMO_FORM_TEXTS as T } from '../../../contracts/promo-codes.messages.ts';
import { VIDEO_FORM_TEXTS as V } from '../../../contracts/videos.messages.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { CHECK_FORM, type DialogTexts } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { errorMessages, recordPending } from '../memberships/index.ts';
import { payoutsQuery } from '../payouts/index.ts';
import { courseCategoriesQuery, promoCodeQuery, useBulkCreatePromoCodes, useSavePromoCode, type PromoCodeView } from './api.ts';
import { BulkCodesField } from './BulkCodesField.tsx';
import { DateFields } from './DateFields.tsx';
import {
  FORM_FIELD_OF,
  browserTimeZone,
  promoFieldChange,
  toBulkPromoCodesBody,
  toPromoCodeBody,
  toPromoFormValues,
  validatePromoForm,
  type PromoFormMode,
  type PromoFormValues,
} from './promo-form.ts';
import { saveErrorMessage } from './save-error.ts';
import { CodeField, DiscountFields, ScopeFields, UsageFields, type SetPromoField } from './PromoFields.tsx';

/** Leaving with unsaved changes (content-management 4: 'Discard changes?' with 'Discard changes' or 'Stay'). */
const DISCARD: DialogTexts = { title: V.discardQuestion, message: V.discardText, confirmLabel: V.discardConfirm, cancelLabel: V.discardStay };

const TITLES: Record<PromoFormMode, string> = { new: T.newTitle, edit: T.editTitle, bulk: T.bulkTitle };
const SUBMIT_LABELS: Record<PromoFormMode, string> = { new: T.create, edit: T.save, bulk: T.createBulk };

/** The server names fields as the API does (amount, codes.3, ...): they land on the form's fields. */
const serverField = (key: string) => FORM_FIELD_OF[key.split('.')[0] as keyof typeof FORM_FIELD_OF] ?? null;

interface FormProps {
  ownerId: string;
  username: string;
  mode: PromoFormMode;
  code: PromoCodeView | null;
  currency: string;
  categories: readonly { id: string; name: string }[];
}

function PromoCodeFormFields({ ownerId, username, mode, code, currency, categories }: FormProps) {
  const navigate = useNavigate();
  const timeZone = browserTimeZone();
  const save = useSavePromoCode(ownerId);
  const bulk = useBulkCreatePromoCodes(ownerId);
  const form = useForm<PromoFormValues>({
    initialValues: toPromoFormValues(code, { now: new Date(), timeZone }),
    validate: (values) =>
      validatePromoForm(values, { mode, currency, now: new Date(), timeZone, savedStartsAt: code ? new Date(code.startsAt) : null }),
  });
  const feedback = useFormFeedback(form);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => form.isDirty() && !saved.current, DISCARD);
  const busy = save.isPending || bulk.isPending;
  const toList = () => void navigate({ to: '/manage/$username/marketing/global-promo-codes', params: { username } });

  const set: SetPromoField = (field, value) => {
    const patch = promoFieldChange(field, value);
    form.setValues(patch);
    for (const key of Object.keys(patch)) form.clearFieldError(key);
  };

  const submit = form.onSubmit(
    async (values) => {
      feedback.setFormErrors([]);
      try {
        if (mode === 'bulk') await bulk.mutateAsync(toBulkPromoCodesBody(values, ownerId, currency, timeZone));
        else await save.mutateAsync({ id: code?.id ?? null, body: toPromoCodeBody(values, ownerId, currency, timeZone) });
        saved.current = true;
        notifySuccess(mode === 'bulk' ? M.bulkCreated : code ? M.updated : M.created);
        toList();
      } catch (error) {
        // content-management 8: the server's messages joined with ', ', on their fields too.
        applyServerFieldErrors(form, error, serverField);
        const message = saveErrorMessage(error, mode === 'bulk' ? T.bulkFailed : T.saveFailed);
        feedback.setFormErrors([message]);
        notifyError(message);
        feedback.reveal();
      }
    },
    (errors) => feedback.refused({ messages: errorMessages(errors) }),
  );

  return (
    <form
      ref={feedback.ref}
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else submit(e);
      }}
      noValidate
      aria-label={TITLES[mode]}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="nowrap">
            <Title order={2} fz="xl">
              {TITLES[mode]}
            </Title>
            <CloseButton size="lg" aria-label={T.close} onClick={toList} />
          </Group>
          <FormErrors messages={feedback.formErrors} title={CHECK_FORM} />
          {mode === 'bulk' ? <BulkCodesField form={form} set={set} /> : <CodeField form={form} set={set} />}
          <DiscountFields form={form} set={set} currency={currency} />
          <UsageFields form={form} set={set} />
          <Divider />
          <DateFields form={form} set={set} timeZone={timeZone} />
          <Divider />
          <ScopeFields form={form} set={set} categories={categories} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={toList}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {SUBMIT_LABELS[mode]}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {leaveModal}
    </form>
  );
}

/**
 * Add code, Edit code and Bulk import (content-management 2.6, 4): loads the code (when editing), the owner's
 * currency and the categories, then the form. A code that is not there says 'No promo code found'.
 */
export function PromoCodeForm({
  ownerId,
  username,
  mode,
  codeId = null,
}: {
  ownerId: string;
  username: string;
  mode: PromoFormMode;
  codeId?: string | null;
}) {
  const code = useQuery({ ...promoCodeQuery(ownerId, codeId ?? ''), enabled: codeId !== null });
  // A saved code has its currency; a new one takes the owner's.
  const payouts = useQuery({ ...payoutsQuery(ownerId), enabled: codeId === null });
  const categories = useQuery(courseCategoriesQuery);
  const pending =
    (codeId ? recordPending([code], { notFound: M.notFound, failed: M.getFailed }) : null) ??
    recordPending(codeId ? [categories] : [payouts, categories], { notFound: T.loadFailed, failed: T.loadFailed });
  if (pending) return pending;
  const record = codeId ? code.data! : null;
  return (
    <PromoCodeFormFields
      key={codeId ?? mode}
      ownerId={ownerId}
      username={username}
      mode={mode}
      code={record}
      currency={record?.currency ?? payouts.data!.currency}
      categories={categories.data!.categories}
    />
  );
}
