import { createFileRoute } from '@tanstack/react-router';
import { CALENDAR_COLOURS, CALENDAR_SWITCHES, parseCalendarOptions } from '../../../domain/calendar.ts';
import { searchParams, textParam, type ParamParser } from '../../app/search-params.ts';
import { CalendarPage } from '../../features/calendar/CalendarPage.tsx';
import { NotFound } from '../../ui/NotFound.tsx';

type OptionKey = (typeof CALENDAR_COLOURS)[number] | (typeof CALENDAR_SWITCHES)[number] | 'defaultLayout' | 'tags';
const OPTION_KEYS: OptionKey[] = [...CALENDAR_COLOURS, ...CALENDAR_SWITCHES, 'defaultLayout', 'tags'];

// The options stay raw strings here and parseCalendarOptions reads them (a bad value keeps its default); keys the
// calendar does not know are left out.
const optionText = textParam(2000);
const calendarSearch = searchParams(Object.fromEntries(OPTION_KEYS.map((key) => [key, optionText])) as Record<OptionKey, ParamParser<string>>);

export const Route = createFileRoute('/calendar/$type/$username')({
  validateSearch: calendarSearch,
  component: Page,
});

/** /calendar/:type/:username: an owner's embeddable calendar (accounts-and-reporting 2.7, 2.8). */
function Page() {
  const { type, username } = Route.useParams();
  const search = Route.useSearch();
  if (type !== 'p' && type !== 'o') return <NotFound />;
  return <CalendarPage key={`${type}/${username.toLowerCase()}`} type={type} username={username} options={parseCalendarOptions(search)} />;
}
