import { lazy, useState, type ComponentType } from 'react';
import { LazyBoundary } from './LazyBoundary.tsx';

/**
 * A modal whose code loads the first time it opens, then stays mounted so it closes with its transition: Mantine's
 * Modal brings ScrollArea and, through it, floating-ui (about 25 KB gzipped together) to every page that shows one,
 * opened or not. `useOpened` reads from the props (or the address) whether it is open; it runs as a hook.
 */
export function lazyWhenOpened<P extends object>(load: () => Promise<ComponentType<P>>, useOpened: (props: P) => boolean) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function WhenOpened(props: P) {
    const opened = useOpened(props);
    const [used, setUsed] = useState(false);
    if (opened && !used) setUsed(true);
    return used ? (
      <LazyBoundary fallback={null}>
        <Loaded {...props} />
      </LazyBoundary>
    ) : null;
  }
  return WhenOpened;
}
