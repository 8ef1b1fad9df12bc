import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { ADD_EMAILS_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { checkAddEmails } from '../../../domain/private-lists.ts';
import { EMAIL_MAX } from '../../../domain/people.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { LEAVE_UNSAVED } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { FIRST_INPUTS, flaggedEntries } from './add-emails.ts';
import { useAddMembers, type PrivateListView } from './api.ts';
import { ListPanel } from './ListPanel.tsx';

/**
 * Why the browser does not check 'already exist in the list': it would download every address of the list (up to
 * 50,000) for a few typed ones; the server's check gives the same message.
 */
const NOT_CHECKED_HERE: ReadonlySet<string> = new Set();

/**
 * Add Emails (content-management 2.5, 5): several inputs and 'Add more email addresses'. The check of
 * domain/private-lists.ts runs first (at least one, each valid, no repeats; its message above the form and the
 * inputs at fault marked), then the addresses go trimmed and lower-cased in one request; the server checks them
 * again and names those already on the list. 'Emails added successfully' then the list's page.
 */
export function AddEmailsForm({ ownerId, username, list }: { ownerId: string; username: string; list: PrivateListView }) {
  const navigate = useNavigate();
  const add = useAddMembers(ownerId, list.id);
  const form = useForm({ initialValues: { emails: Array<string>(FIRST_INPUTS).fill('') } });
  const feedback = useFormFeedback(form);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => !saved.current && form.getValues().emails.some((e) => e.trim()), LEAVE_UNSAVED);
  const listPage = { to: '/manage/$username/lists/manage/$id', params: { username, id: list.id } } as const;

  const submit = form.onSubmit(async ({ emails }) => {
    form.clearErrors();
    const check = checkAddEmails(emails, NOT_CHECKED_HERE);
    if (!check.ok) {
      for (const i of flaggedEntries(emails)) form.setFieldError(`emails.${i}`, true);
      return feedback.refused({ messages: [check.message] });
    }
    feedback.setFormErrors([]);
    try {
      await add.mutateAsync(check.emails);
      notifySuccess(T.added);
      saved.current = true;
      void navigate(listPage);
    } catch (error) {
      // The server names the whole list ('emails'), which no input shows: its message goes above the form.
      feedback.serverRefused(error, { fallback: T.addFailed, formMessage: errorMessage(error, T.addFailed) });
    }
  });

  const inputs = form.values.emails;
  return (
    <ListPanel title={T.title} subtitle={list.name} close={listPage} closeLabel={T.close}>
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.title}>
        <Stack gap="md">
          <FormErrors messages={feedback.formErrors} />
          {inputs.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                type="email"
                aria-label={T.emailLabel(i + 1)}
                placeholder={T.emailPlaceholder}
                maxLength={EMAIL_MAX}
                autoFocus={i === 0}
                style={{ flex: 1 }}
                {...form.getInputProps(`emails.${i}`)}
              />
              {inputs.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={T.removeInput(i + 1)}
                  onClick={() => form.removeListItem('emails', i)}
                >
                  <IconX size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          <Group>
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('emails', '')}>
              {T.addMore}
            </Button>
          </Group>
          <FormActions
            cancel={
              <ButtonLink {...listPage} variant="default">
                {T.cancel}
              </ButtonLink>
            }
            submitLabel={T.submit}
            busy={form.submitting}
          />
        </Stack>
      </form>
      {leaveModal}
    </ListPanel>
  );
}
