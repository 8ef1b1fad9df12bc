import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../app/notify.ts';
import { applyServerFieldErrors, formMessagesOf, type FieldAlias } from './field-errors.ts';
import { revealFirstError } from './reveal.ts';

export interface ServerErrorOptions {
  /** Server keys that name another field. */
  alias?: FieldAlias;
  /** The message above the form when the failure is not the server's own (a network failure, a bug). */
  fallback: string;
  /** The message above the form instead of what the server said (a page with its own wording). */
  formMessage?: string;
  /** The red notification, if any. */
  toast?: string;
}

/**
 * What a form shows when a save is refused, in one way for every form: the field errors on their fields (client
 * validation or the server's `fieldErrors`), the other messages above the form, an optional notification, and
 * the first error scrolled into view and focused. Put `ref` on the <form>.
 */
export function useFormFeedback<Values>(form: UseFormReturnType<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);

  // After the commit that renders the errors, so the first one can be found and focused.
  useEffect(() => (refusals ? revealFirstError(ref.current) : undefined), [refusals]);

  const reveal = () => setRefusals((n) => n + 1);

  return {
    ref,
    formErrors,
    setFormErrors,
    /** Scrolls to and focuses the first error once rendered. */
    reveal,
    /** The browser refused the save (the fields already carry their errors): the page's message and the toast. */
    refused: ({ toast, messages = [] }: { toast?: string; messages?: string[] } = {}) => {
      setFormErrors(messages);
      if (toast) notifyError(toast);
      reveal();
    },
    /** The server refused the save: its field errors go on the fields, the rest above the form. */
    serverRefused: (error: unknown, { alias, fallback, formMessage, toast }: ServerErrorOptions) => {
      const { unplaced } = applyServerFieldErrors(form, error, alias);
      setFormErrors(formMessage ? [formMessage] : formMessagesOf(error, unplaced, fallback));
      if (toast) notifyError(toast);
      reveal();
    },
  };
}

export type FormFeedback = ReturnType<typeof useFormFeedback>;
