/**
 * The confirmation modals' host (Mantine's ModalsProvider) is mounted on first use, not with the app: it and the
 * Modal it renders stay out of the first load. `ensureModalsHost` asks for it and resolves once it listens for
 * `modals.open…` calls.
 */
type Listener = () => void;

let requested = false;
let ready: Promise<void> | null = null;
let markReady: () => void = () => undefined;
const listeners = new Set<Listener>();

export function ensureModalsHost(): Promise<void> {
  if (!ready) {
    ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** For the host: whether a modal was asked for yet (a useSyncExternalStore source). */
export const modalsHostStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: (): boolean => requested,
  /** Called by the host once ModalsProvider listens. */
  ready: (): void => markReady(),
};
