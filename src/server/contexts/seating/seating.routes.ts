import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_SEATING_ENDPOINTS as E } from '../../../contracts/event-seating.endpoints.ts';
import { SEATING_ENDPOINTS as C } from '../../../contracts/seating.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { copyChart, createChart, deleteChart, listCharts, readChart, saveChart } from './charts.service.ts';
import { attachChart, blockSeats, detachSeating, readSeating } from './event-seating.service.ts';
import { holdSeats, releaseSeat } from './seat-holds.service.ts';
import { moveSeat } from './seat-moves.service.ts';
import { liveSeatStatus, seatMap } from './seat-map.service.ts';

/** An owner's seat charts; every endpoint names the owner (ownerId), whose gate its declaration states. */
export const seatChartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, C.charts, async (_request, _reply, { profile }) => listCharts(db, profile.id));
  await serve(app, C.chart, async (request, _reply, { profile }) => readChart(db, profile.id, request.params.id));
  await serve(app, C.createChart, async (request, _reply, { profile }) => createChart(db, profile.id, request.body));
  await serve(app, C.saveChart, async (request, _reply, { profile }) => saveChart(db, profile.id, request.params.id, request.body));
  await serve(app, C.copyChart, async (request, _reply, { profile }) => copyChart(db, profile.id, request.params.id));
  await serve(app, C.deleteChart, async (request, _reply, { profile }) => deleteChart(db, profile.id, request.params.id));
};

/** An event's seating (organizer), its map and live status (buyers), and the seats an order holds. */
export const eventSeatingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await serve(app, E.seating, async (_request, _reply, { event }) => readSeating(db, event));
  await serve(app, E.attach, async (request, _reply, { event }) => attachChart(db, event, request.body.chartId));
  await serve(app, E.detach, async (_request, _reply, { event }) => detachSeating(db, event));
  await serve(app, E.block, async (request, _reply, { event }) => blockSeats(db, event, request.body));
  await serve(app, E.moveSeat, async (request, _reply, { event }) => moveSeat(db, event, request.body));
  await serve(app, E.seatMap, async (request, _reply, { user }) =>
    seatMap(db, user, request.params.eventId, request.params.occurrenceId, request.query.codes),
  );
  await serve(app, E.seatStatus, async (request, reply) => {
    const status = await liveSeatStatus(db, request.params.eventId, request.params.occurrenceId);
    const etag = `"${status.version}"`;
    // Polled every few seconds by every open map: an unchanged answer is a bodiless 304.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return status;
  });
  await serve(app, E.holdSeats, async (request, _reply, { user }) => holdSeats(db, user, request.params.id, request.body));
  await serve(app, E.releaseSeat, async (request, _reply, { user }) => releaseSeat(db, user, request.params.id, request.params.seatKey));
};
