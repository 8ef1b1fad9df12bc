import { Button, MultiSelect, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { MANAGE_EVENT_MESSAGES, QUESTION_FIELD_TYPES, QUESTIONS_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply, ManagedQuestion } from '../../../../contracts/events-management.ts';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';
import { useSaveQuestions } from '../api.ts';
import { newKey } from './details-form.ts';
import { editorSubmit } from './editor-form.ts';
import { EditorForm, useEditorForm } from './EditorShell.tsx';
import { ListItemHeader } from './ReorderControls.tsx';

type FieldType = (typeof QUESTION_FIELD_TYPES)[number];

interface QuestionForm {
  key: string;
  id?: string;
  fieldType: FieldType;
  title: string;
  content: string;
  required: boolean;
  onlyForTickets: string[];
}

const FIELD_TYPE_LABELS: Record<FieldType, string> = T.fieldTypes;

const toForm = (q: ManagedQuestion): QuestionForm => ({
  key: q.id,
  id: q.id,
  fieldType: q.fieldType,
  title: q.title,
  content: q.content,
  required: q.required,
  onlyForTickets: q.onlyForTickets,
});

function validate(values: { questions: QuestionForm[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  values.questions.forEach((q, i) => {
    if (!q.title.trim()) errors[`questions.${i}.title`] = MANAGE_EVENT_MESSAGES.required;
    else if (q.title.length > EVENT_LIMITS.questionTitle) errors[`questions.${i}.title`] = `Must be at most ${EVENT_LIMITS.questionTitle} characters`;
    if (q.fieldType === 'dropdown' && !q.content.split('\n').some((l) => l.trim()))
      errors[`questions.${i}.content`] = MANAGE_EVENT_MESSAGES.dropdownOptions;
    if (q.fieldType === 'terms' && !q.content.trim()) errors[`questions.${i}.content`] = MANAGE_EVENT_MESSAGES.termsText;
  });
  return errors;
}

/** Checkout questions: long and short answers, terms and dropdowns; required; for some ticket types; in order. */
export function QuestionsEditor({ reply }: { reply: ManagedEventReply }) {
  const { event, permissions } = reply;
  const canEdit = permissions.canEditDetails;
  const save = useSaveQuestions(event.id);
  const form = useForm<{ questions: QuestionForm[] }>({ initialValues: { questions: reply.questions.map(toForm) }, validate });
  const { feedback, input } = useEditorForm(form, canEdit);
  const questions = form.values.questions;
  const ticketOptions = reply.ticketTypes.map((t) => ({ value: t.id, label: t.name }));

  const submit = editorSubmit(form, feedback, async (values) => {
    const result = await save.mutateAsync({
      questions: values.questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        fieldType: q.fieldType,
        title: q.title.trim(),
        content: q.fieldType === 'dropdown' || q.fieldType === 'terms' ? q.content.trim() : '',
        required: q.required,
        onlyForTickets: q.onlyForTickets,
      })),
    });
    return { questions: result.questions.map(toForm) };
  });

  return (
    <EditorForm form={form} feedback={feedback} canEdit={canEdit} label={T.heading} intro={T.intro} onSubmit={submit} saving={save.isPending}>
      {questions.length === 0 ? <EmptyBlock icon={<IconMessageQuestion size={28} />} title={T.noQuestions} description={T.noQuestionsHint} /> : null}
      {questions.map((q, i) => (
        <Paper key={q.key} withBorder radius="lg" p="md" component="section" aria-label={T.title(i + 1)}>
          <Stack gap="sm">
            <ListItemHeader
              title={T.title(i + 1)}
              noun={T.noun}
              index={i}
              count={questions.length}
              disabled={!canEdit}
              onMove={(from, to) => form.reorderListItem('questions', { from, to })}
              onRemove={() => {
                form.clearErrors();
                form.removeListItem('questions', i);
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={T.fieldType}
                data={QUESTION_FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }))}
                allowDeselect={false}
                {...input(`questions.${i}.fieldType`)}
              />
              <TextInput
                label={T.question}
                required
                maxLength={EVENT_LIMITS.questionTitle}
                style={{ gridColumn: 'span 2' }}
                {...input(`questions.${i}.title`)}
              />
            </SimpleGrid>
            {q.fieldType === 'dropdown' || q.fieldType === 'terms' ? (
              <Textarea
                key={q.fieldType}
                label={q.fieldType === 'dropdown' ? T.options : T.terms}
                description={q.fieldType === 'dropdown' ? T.optionsHint : T.termsHint}
                required
                autosize
                minRows={3}
                maxLength={EVENT_LIMITS.questionContent}
                {...input(`questions.${i}.content`)}
              />
            ) : null}
            <MultiSelect
              label={T.onlyForTickets}
              placeholder={q.onlyForTickets.length ? undefined : T.allTickets}
              description={ticketOptions.length ? T.onlyForTicketsHint : T.saveTicketTypesFirst}
              data={ticketOptions}
              clearable
              {...input(`questions.${i}.onlyForTickets`)}
            />
            <Switch label={T.required} {...form.getInputProps(`questions.${i}.required`, { type: 'checkbox' })} disabled={!canEdit} />
          </Stack>
        </Paper>
      ))}
      {canEdit && questions.length < EVENT_LIMITS.questions ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() =>
            form.insertListItem('questions', {
              key: newKey(),
              fieldType: 'short text',
              title: '',
              content: '',
              required: false,
              onlyForTickets: [],
            })
          }
        >
          {T.add}
        </Button>
      ) : null}
    </EditorForm>
  );
}
