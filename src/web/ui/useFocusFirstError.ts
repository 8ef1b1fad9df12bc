import { useEffect, useRef, useState } from 'react';

/**
 * After a refused save, brings the form's first invalid field into view and focuses it: a long form may have it
 * scrolled away. Runs once the errors are rendered (an effect after the commit that shows them).
 */
export function useFocusFirstError<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (!refusals) return;
    // An input marked invalid, or the error text of a field without one (an image upload).
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [refusals]);
  return { ref, focusFirstError: () => setRefusals((n) => n + 1) };
}
