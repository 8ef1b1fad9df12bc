import { notifications } from '@mantine/notifications';
import { ApiError } from './http.ts';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

/** Shows the server's message when it has one, otherwise the given fallback, in a red notification. */
export function notifyApiError(error: unknown, fallback: string): void {
  notifyError(error instanceof ApiError && error.message ? error.message : fallback);
}
