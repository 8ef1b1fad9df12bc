import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { LIST_FORM_TEXTS as T, PRIVATE_LIST_LIMITS, PRIVATE_LIST_RULE_MESSAGES as M } from '../../../contracts/private-lists.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { LEAVE_UNSAVED } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useCreateList, useRenameList, type PrivateListView } from './api.ts';
import { ListPanel } from './ListPanel.tsx';

/**
 * Add list and Rename (content-management 2.5): one required 'List Name'. A new list opens its page; a renamed one
 * goes back where Rename was chosen (the overview or the list's page). Leaving with a changed name asks first.
 */
export function ListNameForm({ ownerId, username, list }: { ownerId: string; username: string; list: PrivateListView | null }) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const create = useCreateList(ownerId);
  const rename = useRenameList(ownerId);
  const form = useForm({
    initialValues: { name: list?.name ?? '' },
    validate: { name: (value) => (value.trim() ? null : M.required) },
  });
  const feedback = useFormFeedback(form);
  const saved = useRef(false);
  const leaveModal = useLeaveGuard(() => form.isDirty() && !saved.current, LEAVE_UNSAVED);
  const overview = { to: '/manage/$username/lists', params: { username } } as const;

  const save = async (name: string) => {
    if (!list) {
      const created = await create.mutateAsync(name);
      notifySuccess(T.created);
      saved.current = true;
      return void navigate({ to: '/manage/$username/lists/manage/$id', params: { username, id: created.id } });
    }
    await rename.mutateAsync({ id: list.id, name });
    notifySuccess(T.renamed);
    saved.current = true;
    if (canGoBack) router.history.back();
    else void navigate({ to: '/manage/$username/lists/manage/$id', params: { username, id: list.id } });
  };

  const submit = form.onSubmit(
    async ({ name }) => {
      feedback.setFormErrors([]);
      try {
        await save(name.trim());
      } catch (error) {
        feedback.serverRefused(error, { fallback: list ? T.renameFailed : T.createFailed });
      }
    },
    () => feedback.refused(),
  );

  const title = list ? T.renameTitle : T.createTitle;
  return (
    <ListPanel title={title} close={overview} closeLabel={T.close} maw={560}>
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="lg">
          <FormErrors messages={feedback.formErrors} />
          <TextInput
            label={T.name}
            placeholder={T.namePlaceholder}
            maxLength={PRIVATE_LIST_LIMITS.nameMax}
            withAsterisk
            autoFocus
            {...form.getInputProps('name')}
          />
          <FormActions
            cancel={
              <ButtonLink {...overview} variant="default">
                {T.cancel}
              </ButtonLink>
            }
            submitLabel={T.save}
            busy={form.submitting}
          />
        </Stack>
      </form>
      {leaveModal}
    </ListPanel>
  );
}
