import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { promoterCookieBody } from '../../../contracts/checkout.ts';
import { PROMOTER_COOKIE_MAX_AGE_S, PROMOTER_COOKIE_PREFIX } from '../../../domain/checkout.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { findProfileByUsername } from '../accounts/profiles.service.ts';
import { findEvent } from '../events/event-access.ts';

/** The promoter attribution of one event lives in its own httpOnly cookie; creating an order reads it. */
export const promoterCookie = (eventId: string) => `${PROMOTER_COOKIE_PREFIX}${eventId}`;

/** POST /api/v1/cookies/set: only an existing event and profile are remembered (the handle as the profile spells it). */
export async function rememberPromoter(db: Db, reply: FastifyReply, body: z.infer<typeof promoterCookieBody>, config: Pick<Config, 'env'>) {
  const event = await findEvent(db, body.courseId);
  const promoter = await findProfileByUsername(db, body.promoterUsername);
  reply.setCookie(promoterCookie(event.id), promoter.username, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: PROMOTER_COOKIE_MAX_AGE_S,
  });
}
