import type { APIRequestContext, Page } from '@playwright/test';
import { createEventViaApi, isoInDays, sessionUserId, uniqueWord } from '../events/helpers.ts';
import type { FreeEvent } from '../tickets/helpers.ts';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A published online event (one date, `seats` free online tickets), owned by the signed-in user of `page`. */
export async function createOnlineEvent(page: Page, prefix = 'Live', seats = 50): Promise<FreeEvent> {
  const ownerId = await sessionUserId(page);
  const name = `${prefix} ${uniqueWord('s')}`;
  const eventId = await createEventViaApi(page, ownerId, {
    name,
    details: {
      startsAt: isoInDays(3),
      endsAt: isoInDays(3, 2),
      category: 'music',
      timezone: 'Europe/Paris',
      inPerson: false,
      online: true,
      locationSetting: 'tba',
    },
    tickets: [{ name: 'Online pass', price: 0, quantity: seats, attendanceType: 'online' }],
    publish: true,
  });
  const listed = await ok<{ tickets: { id: string }[] }>(await page.request.get(`/api/v1/tickets?eventId=${eventId}`));
  return { eventId, name, ticketTypeId: listed.tickets[0]!.id };
}

export interface BroadcastRow {
  id: string;
  mode: 'ovation' | 'external';
  status: 'idle' | 'live' | 'ended';
  ingest: { rtmpUrl: string | null; streamKey: string } | null;
  replay: { videoId: string; audience: 'everyone' | 'members' | 'ticket-holders' } | null;
}

/** The event's broadcasts as the signed-in user of `request` sees them. */
export async function broadcastsOf(request: APIRequestContext, eventId: string): Promise<BroadcastRow[]> {
  return (await ok<{ data: BroadcastRow[] }>(await request.get(`/api/v1/events/${eventId}/broadcasts`))).data;
}
