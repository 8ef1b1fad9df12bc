import { useEffect } from 'react';
import { documentTitle } from './texts.ts';

/** Sets the tab title while the page is shown ('Jazz Night | Ovation') and restores the previous one after. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
