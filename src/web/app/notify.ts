import { notifications } from '@mantine/notifications';
import { ApiError } from './http.ts';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

/**
 * The error toast of one form, under a key: a new error replaces the last one, and dismissNotification(key) takes it
 * away once the form succeeds (an earlier 'This username is already taken' must not stay beside the success).
 */
export function notifyFormError(key: string, message: string): void {
  notifications.hide(key);
  notifications.show({ id: key, color: 'red', message, autoClose: 5000 });
}

export function dismissNotification(key: string): void {
  notifications.hide(key);
}

/** Shows the server's message when it has one, otherwise the given fallback, in a red notification. */
export function notifyApiError(error: unknown, fallback: string): void {
  notifyError(error instanceof ApiError && error.message ? error.message : fallback);
}
