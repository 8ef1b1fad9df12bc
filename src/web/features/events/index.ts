export { businessEventsQuery, type ManagedEventReply } from './api.ts';
export { managedEventQuery, manageEventKeys, refreshEvent } from './managed-event-query.ts';
export { CategorySelect } from './CategorySelect.tsx';
export { RichTextEditor } from './editor/RichTextEditor.tsx';
export { EventCardGrid } from './EventCard.tsx';
export { eventDateRange, placeLine, toMajorUnits, toMinorUnits, zoneCity } from './format.ts';
export { exploreQuery, publicEventQuery } from './public-api.ts';
export { SHARE_LABELS, shareHref, type ShareTarget } from './share.ts';
export { DayBars } from './stats/DayBars.tsx';
