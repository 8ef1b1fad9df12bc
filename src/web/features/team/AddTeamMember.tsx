import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { TEAM_MESSAGES, TEAM_PAGE_TEXTS as T } from '../../../contracts/team.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { errorMessage } from '../../app/http.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useAddTeamMember, type Roles } from './api.ts';
import { ProfileSearchInput, SearchOutcome, useProfileSearch } from './ProfileSearch.tsx';
import { RolesFields } from './RolesFields.tsx';

/** Settings > Team > Add member: find a person or organization, or invite an e-mail; the roles are a kit form. */
export function AddTeamMember({ ownerId, username }: { ownerId: string; username: string }) {
  const navigate = useNavigate();
  const found = useProfileSearch(ownerId);
  const form = useForm<Roles>({ initialValues: { admin: false, receiveNotifications: false, hidden: false } });
  const feedback = useFormFeedback(form);
  const add = useAddTeamMember(ownerId);

  const { selected, inviteEmail } = found;

  const submit = form.onSubmit(async (roles) => {
    feedback.setFormErrors([]);
    if (!selected && !inviteEmail) return feedback.refused({ messages: [TEAM_MESSAGES.userOrEmailRequired] });
    try {
      await add.mutateAsync(selected ? { userId: selected.id, ...roles } : { email: inviteEmail!, ...roles });
      notifySuccess(TEAM_MESSAGES.invitationSent(selected ? selected.name : inviteEmail!));
      void navigate({ to: '/manage/$username/settings/team', params: { username } });
    } catch (error) {
      const { addFailed } = TEAM_MESSAGES;
      feedback.serverRefused(error, { fallback: addFailed, formMessage: errorMessage(error, addFailed), toast: addFailed });
    }
  });

  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.addTitle}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <Stack gap="lg">
          <ProfileSearchInput
            state={found}
            description={T.searchHint}
            placeholder={T.searchPlaceholder}
            onType={() => feedback.setFormErrors([])}
            autoFocus
          />

          <SearchOutcome state={found} alreadyLabel={TEAM_MESSAGES.alreadyMember} />

          <RolesFields value={form.values} onChange={form.setValues} />

          <FormErrors messages={feedback.formErrors} />

          <FormActions
            cancel={
              <ButtonLink to="/manage/$username/settings/team" params={{ username }} variant="default">
                {T.cancel}
              </ButtonLink>
            }
            busy={form.submitting}
            disabled={!selected && !inviteEmail}
          />
        </Stack>
      </Paper>
    </form>
  );
}
