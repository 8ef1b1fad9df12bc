import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { WEBHOOK_FORM_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES as M, WEBHOOK_STATUSES, type WebhookStatus } from '../../../contracts/webhooks.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { LEAVE_UNSAVED } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RichTextEditor } from '../events/index.ts';
import { recordPending } from '../memberships/index.ts';
import { ListPanel } from '../private-lists/index.ts';
import { useCreateWebhook, useUpdateWebhook, webhookQuery, type WebhookView } from './api.ts';
import { EventTypeTree } from './EventTypeTree.tsx';
import { richTextLength } from './rich-text.ts';
import { toCreateWebhookBody, toUpdateWebhookBody, toWebhookFormValues, validateWebhookForm, type WebhookFormValues } from './webhook-form.ts';

const STATUS_OPTIONS = WEBHOOK_STATUSES.map((status) => ({ value: status, label: T.statuses[status] }));

/** The server's fieldErrors (url, description, eventTypes, status) have the form's names, so they land as they are. */
interface FieldsProps {
  ownerId: string;
  username: string;
  /** null on the new page. */
  webhook: WebhookView | null;
}

function WebhookFormFields({ ownerId, username, webhook }: FieldsProps) {
  const navigate = useNavigate();
  const create = useCreateWebhook(ownerId);
  const update = useUpdateWebhook(ownerId);
  const form = useForm<WebhookFormValues>({
    initialValues: toWebhookFormValues(webhook),
    validate: validateWebhookForm,
    // content-management 5: the URL's messages as soon as the field is left, the rest on submit.
    validateInputOnBlur: ['url'],
  });
  const feedback = useFormFeedback(form);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => form.isDirty() && !saved.current, LEAVE_UNSAVED);
  const root = { to: '/manage/$username/developer-zone', params: { username } } as const;
  const fallback = T.saveFailed;

  const submit = form.onSubmit(
    async (values) => {
      feedback.setFormErrors([]);
      try {
        if (webhook) await update.mutateAsync({ id: webhook.id, body: toUpdateWebhookBody(values, ownerId) });
        else await create.mutateAsync(toCreateWebhookBody(values, ownerId));
        saved.current = true;
        notifySuccess(webhook ? M.updated : M.created);
        void navigate(root);
      } catch (error) {
        // content-management 8: the server's message as a toast; its field errors on their fields.
        feedback.serverRefused(error, { fallback });
        notifyApiError(error, fallback);
      }
    },
    () => feedback.refused(),
  );

  const title = webhook ? T.editTitle : T.newTitle;
  return (
    <ListPanel title={title} close={root} closeLabel={T.close} maw={880}>
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="lg">
          <FormErrors messages={feedback.formErrors} />
          <TextInput
            label={T.url}
            description={T.urlHint}
            placeholder={T.urlPlaceholder}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={WEBHOOK_LIMITS.urlMax}
            withAsterisk
            autoFocus={!webhook}
            {...form.getInputProps('url')}
          />
          <RichTextEditor
            label={T.description}
            description={T.descriptionCount(richTextLength(form.values.description))}
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
            minHeight={120}
          />
          <EventTypeTree value={form.values.eventTypes} onChange={(next) => form.setFieldValue('eventTypes', next)} error={form.errors.eventTypes} />
          {webhook ? (
            <SegmentedField
              label={T.status}
              description={T.statusHint}
              data={STATUS_OPTIONS}
              value={form.values.status}
              onChange={(value) => form.setFieldValue('status', value as WebhookStatus)}
              error={form.errors.status}
            />
          ) : null}
          <FormActions
            cancel={
              <ButtonLink {...root} variant="default">
                {T.cancel}
              </ButtonLink>
            }
            submitLabel={webhook ? T.save : T.create}
            busy={form.submitting}
          />
        </Stack>
      </form>
      {leaveModal}
    </ListPanel>
  );
}

/**
 * The new and edit pages (content-management 2.8, 5, 8): the URL, the rich-text description with its counter, the
 * event-type tree and, when editing, Active / Paused. Editing loads the webhook first: a loader, then the form, or
 * 'Sorry! That webhook wasn’t found.' for an id that is not one of the owner's. Saving goes back to the root page.
 */
export function WebhookForm({ ownerId, username, webhookId = null }: { ownerId: string; username: string; webhookId?: string | null }) {
  const webhook = useQuery({ ...webhookQuery(ownerId, webhookId ?? ''), enabled: webhookId !== null });
  if (webhookId === null) return <WebhookFormFields ownerId={ownerId} username={username} webhook={null} />;
  const pending = recordPending([webhook], { notFound: T.notFound, failed: T.loadFailed });
  if (pending) return pending;
  return <WebhookFormFields key={webhook.data!.webhook.id} ownerId={ownerId} username={username} webhook={webhook.data!.webhook} />;
}
