import { useForm } from '@mantine/form';
import { EVENT_BASICS_TEXTS } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { useSaveEventDetails } from '../api.ts';
import { BannerMessagesSection } from './BannerMessagesSection.tsx';
import { BasicsSection, MediaSection } from './DetailsBasics.tsx';
import { CheckoutSection, DonationsSection, MarketingSection } from './DetailsCheckout.tsx';
import { detailsErrorAlias, toDetailsBody, toDetailsFormValues, validateDetails, type DetailsFormValues } from './details-form.ts';
import { DatesSection, LocationSection } from './DetailsWhenWhere.tsx';
import { editorSubmit } from './editor-form.ts';
import { EditorForm, useEditorForm } from './EditorShell.tsx';

/** Details > edit: every field of the event (the spec's /management/courses/:eventId/details/edit), one section a part. */
export function DetailsForm({ reply }: { reply: ManagedEventReply }) {
  const { event, permissions } = reply;
  const canEdit = permissions.canEditDetails;
  const recurring = event.recurring;
  const save = useSaveEventDetails(event.id);

  const form = useForm<DetailsFormValues>({
    initialValues: toDetailsFormValues(event),
    validate: (values) => validateDetails(values, recurring),
  });
  const { feedback, input, check } = useEditorForm(form, canEdit);
  const part = { form, input, check, canEdit };

  const submit = editorSubmit(form, feedback, async (v) => toDetailsFormValues((await save.mutateAsync(toDetailsBody(v, recurring))).event), {
    alias: () => detailsErrorAlias,
  });

  return (
    <EditorForm
      form={form}
      feedback={feedback}
      canEdit={canEdit}
      label={EVENT_BASICS_TEXTS.formLabel}
      gap="lg"
      onSubmit={submit}
      saving={save.isPending}
    >
      <BasicsSection {...part} />
      <MediaSection {...part} />
      <DatesSection {...part} reply={reply} />
      <LocationSection {...part} eventId={reply.event.id} />
      <CheckoutSection {...part} />
      <DonationsSection {...part} />
      <MarketingSection {...part} />
      <BannerMessagesSection {...part} />
    </EditorForm>
  );
}
