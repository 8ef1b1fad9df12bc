import { Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EDIT_GUEST_TEXTS as T } from '../../../contracts/guests.messages.ts';
import { dropdownOptions, questionAppliesTo } from '../../../domain/checkout.ts';
import type { ManagedEventReply } from '../events/index.ts';
import { useEditGuest, type GuestRow } from './api.ts';
import { GuestDialogForm, GuestModal } from './guest-dialog.tsx';

type Question = ManagedEventReply['questions'][number];

/** One question's field: a list for a dropdown, a line for short text, a box for text. */
function AnswerField({ question, inputProps }: { question: Question; inputProps: object }) {
  const common = { label: question.title, withAsterisk: question.required, ...inputProps };
  if (question.fieldType === 'dropdown')
    return <Select data={dropdownOptions(question.content)} clearable={!question.required} comboboxProps={{ withinPortal: true }} {...common} />;
  if (question.fieldType === 'short text') return <TextInput {...common} />;
  return <Textarea autosize minRows={2} {...common} />;
}

function EditForm({ eventId, guest, questions, onDone }: { eventId: string; guest: GuestRow; questions: Question[]; onDone: () => void }) {
  const asked = questions.filter((q) => q.fieldType !== 'terms' && questionAppliesTo(q, guest.ticketTypeId));
  // A waiver's acceptance is the holder's own: shown, never edited.
  const terms = guest.answers.filter((a) => questions.some((q) => q.id === a.questionId && q.fieldType === 'terms'));
  const given = new Map(guest.answers.map((a) => [a.questionId, a.answer]));
  const form = useForm({
    initialValues: {
      firstName: guest.firstName ?? '',
      lastName: guest.lastName ?? '',
      answers: Object.fromEntries(asked.map((q) => [q.id, given.get(q.id) ?? ''])) as Record<string, string>,
    },
  });
  const edit = useEditGuest(eventId);
  const save = (values: typeof form.values) =>
    edit.mutateAsync({
      itemId: guest.id,
      firstName: values.firstName,
      lastName: values.lastName,
      answers: Object.entries(values.answers).map(([questionId, answer]) => ({ questionId, answer: answer ?? '' })),
    });
  return (
    <GuestDialogForm form={form} save={save} title={T.title} failed={T.failed} submitLabel={T.save} busy={edit.isPending} onDone={onDone}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={T.firstName} withAsterisk data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label={T.lastName} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      {asked.map((q) => (
        <AnswerField key={q.id} question={q} inputProps={form.getInputProps(`answers.${q.id}`)} />
      ))}
      {terms.map((a) => (
        <Text key={a.questionId} size="sm" c="dimmed">
          {T.termsAnswer(a.title, a.answer)}
        </Text>
      ))}
    </GuestDialogForm>
  );
}

/** Edit attendee (the guests list's row menu, admins): names and the answers to the event's questions. */
export function EditGuestModal({
  eventId,
  guest,
  questions,
  onClose,
}: {
  eventId: string;
  guest: GuestRow | null;
  questions: Question[];
  onClose: () => void;
}) {
  return (
    <GuestModal guest={guest} title={T.title} onClose={onClose}>
      {(g) => <EditForm key={g.id} eventId={eventId} guest={g} questions={questions} onDone={onClose} />}
    </GuestModal>
  );
}
