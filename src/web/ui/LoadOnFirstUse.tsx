import type { ReactElement, SyntheticEvent } from 'react';
import { useFirstUse } from './first-use.ts';
import { LazyBoundary } from './LazyBoundary.tsx';

/**
 * A popup whose code loads on first use (ui/first-use.ts): `trigger(activate)` renders alone until the person uses
 * it, then `loaded(focused)` replaces it, with the same trigger shown while the code downloads or should it fail.
 */
export function LoadOnFirstUse({
  trigger,
  loaded,
}: {
  trigger: (activate: (event: SyntheticEvent<Element>) => void) => ReactElement;
  loaded: (focused: boolean) => ReactElement;
}) {
  const { used, focused, activate } = useFirstUse();
  const placeholder = trigger(activate);
  if (!used) return placeholder;
  return <LazyBoundary fallback={placeholder}>{loaded(focused)}</LazyBoundary>;
}
