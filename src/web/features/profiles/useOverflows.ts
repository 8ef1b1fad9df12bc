import { useLayoutEffect, useRef, useState } from 'react';

/** Whether the element's content is taller than its box (a clamped text that hides lines); re-checked on resize and when `content` changes. */
export function useOverflows<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [content]);
  return { ref, overflows };
}
