import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { promoterCookieBody } from '../../../contracts/checkout.ts';
import { PROMOTER_COOKIE_MAX_AGE_S, PROMOTER_COOKIE_PREFIX } from '../../../domain/checkout.ts';
import { USERNAME_MAX, USERNAME_PATTERN } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findProfileByUsername } from '../accounts/index.ts';
import { findEvent } from '../../platform/access/event-access.ts';

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

/**
 * The promoter a request's cookie names, as the profile spells it. The cookie is the client's to write: a forged
 * value, or a profile renamed or deleted since, names no one and is not stored on the order.
 */
export async function promoterFromCookie(db: Db, value: string | undefined): Promise<string | null> {
  if (!value || value.length > USERNAME_MAX || !USERNAME_PATTERN.test(value)) return null;
  try {
    return (await findProfileByUsername(db, value)).username;
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') return null;
    throw e;
  }
}
