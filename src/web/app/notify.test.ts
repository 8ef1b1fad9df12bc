import { notificationsStore, cleanNotifications } from '@mantine/notifications';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { notifyChange } from './notify.ts';

const shown = () => notificationsStore.getState().notifications.map((n) => ({ color: n.color, message: n.message }));

/** A change the test settles by hand, called through a mutation observer as useMutation does. */
function pendingChange() {
  type Settle = { resolve: (value: string) => void; reject: (error: unknown) => void };
  let started!: (settle: Settle) => void;
  const running = new Promise<Settle>((resolve) => (started = resolve));
  const observer = new MutationObserver(new QueryClient(), {
    mutationFn: () => new Promise<string>((resolve, reject) => started({ resolve, reject })),
  });
  const unmount = observer.subscribe(() => {});
  /** Resolves once the mutation function runs (a tick after mutate()), with the hands to settle it. */
  return { observer, unmount, settle: () => running };
}

beforeEach(() => cleanNotifications());

describe('notifyChange', () => {
  it("is needed: mutate()'s own callbacks are dropped once the caller unmounted", async () => {
    const change = pendingChange();
    let called = false;
    const done = change.observer.mutate(undefined, { onSuccess: () => void (called = true) });
    change.unmount(); // the row is removed by the list's refetch before the change's answer arrives
    (await change.settle()).resolve('ok');
    await done;
    expect(called).toBe(false);
  });

  it('confirms a change whose row was removed before its answer arrived', async () => {
    const change = pendingChange();
    const outcome = notifyChange(change.observer.mutate(undefined), 'List deleted', 'Could not delete the list');
    change.unmount();
    (await change.settle()).resolve('ok');
    expect(await outcome).toBe(true);
    expect(shown()).toEqual([{ color: 'green', message: 'List deleted' }]);
  });

  it.each([
    ['the server message', new ApiError(409, 'conflict', 'It has sales'), 'It has sales'],
    ['the fallback', new TypeError('Failed to fetch'), 'Could not delete the list'],
  ])('shows %s when the change fails', async (_, error, message) => {
    const change = pendingChange();
    const outcome = notifyChange(change.observer.mutate(undefined), 'List deleted', 'Could not delete the list');
    change.unmount();
    (await change.settle()).reject(error);
    expect(await outcome).toBe(false);
    expect(shown()).toEqual([{ color: 'red', message }]);
  });

  it("takes the success message from the reply, and hands a failure to the caller's own handler", async () => {
    const ok = pendingChange();
    const outcome = notifyChange(ok.observer.mutate(undefined), (reply) => `Saved: ${reply}`, 'unused');
    (await ok.settle()).resolve('a@example.com');
    await outcome;
    const failing = pendingChange();
    const errors: unknown[] = [];
    const failed = notifyChange(failing.observer.mutate(undefined), 'unused', (error) => errors.push(error));
    (await failing.settle()).reject(new Error('boom'));
    expect(await failed).toBe(false);
    expect(shown()).toEqual([{ color: 'green', message: 'Saved: a@example.com' }]);
    expect(errors).toHaveLength(1);
  });
});
