import { showToast } from '../../app/notify.ts';
import type { Outcome } from './outcomes.ts';

/** Shows a ticket action's outcome: green on success, red with the server's reason under the title otherwise. */
export function notifyOutcome(outcome: Outcome, detail?: string): void {
  const message = outcome.reason ?? detail;
  showToast({
    color: outcome.ok ? 'green' : 'red',
    title: message ? outcome.title : undefined,
    message: message ?? outcome.title,
    autoClose: outcome.ok ? 5000 : 8000,
  });
}
