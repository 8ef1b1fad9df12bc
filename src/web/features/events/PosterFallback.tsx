import { IconCalendarEvent } from '@tabler/icons-react';

/**
 * A missing poster's stand-in: the name's first letter on the brand gradient, drawn by the stylesheet as in the first
 * HTML. A module of its own so that the event page shows it without loading the event cards beside it.
 */
export function PosterFallback({ name }: { name: string }) {
  return (
    <span className="ovation-poster-fallback" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || <IconCalendarEvent size={40} />}
    </span>
  );
}
