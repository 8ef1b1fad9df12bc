import { notifications, type NotificationData } from '@mantine/notifications';
import { PLATFORM_REASONS } from '../../contracts/errors.messages.ts';
import { KIT_TEXTS } from '../ui/texts.ts';
import { ApiError } from './http.ts';

/**
 * Every toast goes through here (src/web/accessible-names.test.ts checks it). Toasts are live regions: Mantine makes
 * each one an alert, read at once over whatever the screen reader was saying; only a red one (an error) is, the
 * others (a success, a note) are a polite status. Its × gets a name (Mantine's has none).
 */
export function showToast(toast: NotificationData): void {
  notifications.show({
    role: toast.color === 'red' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': KIT_TEXTS.dismissNotification },
    ...toast,
  });
}

export function notifySuccess(message: string): void {
  showToast({ color: 'green', message, autoClose: 5000 });
}

export function notifyError(message: string): void {
  showToast({ color: 'red', message, autoClose: 5000 });
}

/**
 * The error toast of one form, under a key: a new error replaces the last one, and dismissNotification(key) takes it
 * away once the form succeeds (an earlier 'This username is already taken' must not stay beside the success).
 */
export function notifyFormError(key: string, message: string): void {
  notifications.hide(key);
  showToast({ id: key, color: 'red', message, autoClose: 5000 });
}

export function dismissNotification(key: string): void {
  notifications.hide(key);
}

/** Shows the server's message when it has one, otherwise the given fallback, in a red notification. */
export function notifyApiError(error: unknown, fallback: string): void {
  notifyError(error instanceof ApiError && error.message ? error.message : fallback);
}

/**
 * Awaits a change and says how it went: `success` (or what it makes of the reply) in green, or on failure the
 * server's message (else `failure`) in red, or `failure` itself when it is a function. True when it succeeded.
 * Not mutate()'s own callbacks: TanStack Query drops those when the component that called mutate() unmounts, and a
 * row removed by the refetch of its own success (a deleted list, a removed member) lost its confirmation whenever
 * the refetch came back first.
 */
export async function notifyChange<T>(
  change: Promise<T>,
  success: string | ((reply: T) => string),
  failure: string | ((error: unknown) => void),
): Promise<boolean> {
  try {
    const reply = await change;
    notifySuccess(typeof success === 'string' ? success : success(reply));
    return true;
  } catch (error) {
    if (typeof failure === 'string') notifyApiError(error, failure);
    else failure(error);
    return false;
  }
}

const OVERLOADED = 'overloaded';

/**
 * A read refused because the server is full shows its message, with the wait, once whatever page asked: a page's own
 * error state ('We are having trouble loading...') does not say when to come back. Stays for the wait.
 */
export function notifyOverloaded(error: unknown): void {
  if (!(error instanceof ApiError) || error.reason !== PLATFORM_REASONS.overloaded) return;
  notifications.hide(OVERLOADED);
  showToast({ id: OVERLOADED, color: 'orange', message: error.message, autoClose: Math.max(5, error.retryAfterSeconds ?? 0) * 1000 });
}
