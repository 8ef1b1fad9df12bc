export { businessEventsQuery, managedEventQuery, type ManagedEventReply, manageEventKeys, refreshEvent } from './api.ts';
export { CategorySelect } from './CategorySelect.tsx';
export { RichTextEditor } from './editor/RichTextEditor.tsx';
export { EventCardGrid } from './EventCard.tsx';
export { eventDateRange, placeLine, toMajorUnits, toMinorUnits, zoneCity } from './format.ts';
export { exploreQuery, publicEventQuery } from './public-api.ts';
export { SHARE_LABELS, shareHref, type ShareTarget } from './share.ts';
export { DayBars } from './stats/DayBars.tsx';
