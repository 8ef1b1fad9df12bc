import type { AnyRouter } from '@tanstack/react-router';

/**
 * Keyboard and screen-reader users after a move to another page (issue 29): the link or button that led there is
 * gone, and the focus with it, so the next Tab would start wherever the browser guesses (often in the middle of the
 * new page) and a screen reader says nothing of the new page. Once the new page has rendered, the focus goes to its
 * main landmark, as a full page load would start at the top: Tab goes on from the page's first control and a screen
 * reader reads the page. A control that kept the focus (a tab of a tab list, a field the page focused) keeps it, and
 * a change of the query alone (a checkout step, a filter) moves nothing.
 */
export function focusMainOnNavigate(router: AnyRouter): () => void {
  return router.subscribe('onRendered', (event) => {
    if (!event.pathChanged || !event.fromLocation) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    // Focusable by script only: it is not a stop of the Tab order.
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
  });
}
