import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { WAITING_ROOM_ENDPOINTS as E } from '../../../contracts/waiting-room.endpoints.ts';
import { WAITING_ROOM } from '../../../domain/waiting-room.ts';
import type { AppDeps } from '../../app.ts';
import { systemClock } from '../../platform/clock.ts';
import { serve } from '../../platform/http/serve.ts';
import { rememberVisitor, visitorOf } from '../../platform/http/visitor.ts';
import { passCookie, passSigner, queueSigningSecret } from './passes.ts';
import { joiner } from './queue.service.ts';
import { adminRooms, adminSetRate, eventRooms, saveRoom } from './rooms.service.ts';
import { pageStanding, standingOf, type Standing } from './standing.service.ts';
import { WAITING_PAGE_SCRIPT, waitingPageHtml } from './waiting-page.ts';

/** The waiting room: its page and standing (public), the organizer's settings, the admins' rate control. */
export const waitingRoomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const standingDeps = { db: deps.db, joins: joiner(deps.db, now), signer: passSigner(await queueSigningSecret(deps.config)), now };
  const secure = deps.config.env === 'production';

  /** The pass travels as an httpOnly cookie of the room: the ticket step's request carries it by itself. */
  const handOver = (reply: FastifyReply, standing: Standing) => {
    if (!standing.pass) return;
    reply.setCookie(passCookie(standing.room.id), standing.pass, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: WAITING_ROOM.passTtlSeconds,
    });
  };

  await serve(app, E.page, async (request, reply) => {
    const visitor = visitorOf(request);
    const page = await pageStanding(standingDeps, request.params.eventId, request.query.date ?? null, visitor);
    if ('redirect' in page) return reply.redirect(page.redirect);
    rememberVisitor(reply, visitor, deps.config);
    handOver(reply, page);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(waitingPageHtml({ eventName: page.eventName, standingUrl: `/api/v1/waiting_rooms/${page.room.id}/standing`, standing: page.reply }));
  });

  await serve(app, E.standing, async (request, reply) => {
    const visitor = visitorOf(request);
    const standing = await standingOf(standingDeps, request.params.roomId, visitor);
    rememberVisitor(reply, visitor, deps.config);
    handOver(reply, standing);
    reply.header('cache-control', 'no-store');
    return standing.reply;
  });

  await serve(app, E.script, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(WAITING_PAGE_SCRIPT),
  );

  await serve(app, E.eventRooms, async (request) => eventRooms(deps.db, request.params.eventId, now()));
  await serve(app, E.saveRoom, async (request) => saveRoom(deps.db, request.params.eventId, request.body, now()));
  await serve(app, E.adminRooms, async () => adminRooms(deps.db, now()));
  await serve(app, E.adminSetRate, async (request) => adminSetRate(deps.db, request.params.roomId, request.body, now()));
};
