import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, AccessSource } from '../../../contracts/access.ts';
import type { EndpointSchemas } from '../../../contracts/endpoint.ts';
import type { Db } from '../db/client.ts';
import { requireUser, type AuthUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { auditTransactions, finishAdminAct, noteAdminEntry } from './admin-acts.ts';
import { requireEventAccess, type EventAccess } from './event-access.ts';
import { requireProfileAccess, type ProfileAccess } from './profile-access.ts';

/** What a handler receives for its endpoint's declared access: the user, and the profile or event the gate loaded. */
export type ResolvedAccess<A> = A extends { kind: 'profile' }
  ? ProfileAccess
  : A extends { kind: 'event' }
    ? EventAccess
    : A extends { kind: 'signedIn' } | { kind: 'admin' }
      ? { user: AuthUser }
      : { user: AuthUser | null };

type Resolver = (request: FastifyRequest, access: Access) => Promise<ResolvedAccess<Access>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an endpoint's declared access gate (registerAccess); serve() calls it before every handler. */
    resolveAccess: Resolver;
    /**
     * Writes the audit row of an admin act whose change ran outside a transaction (admin-acts.ts); serve() calls it.
     * Returns the act's action when it wrote one.
     */
    finishAdminAct: () => Promise<string | null>;
  }
}

type SourcePart = 'params' | 'query' | 'body';

function split(source: AccessSource): { part: SourcePart; field: string } {
  const dot = source.indexOf('.');
  return { part: source.slice(0, dot) as SourcePart, field: source.slice(dot + 1) };
}

/** The id a gate guards, read from the request the endpoint's schemas have parsed. */
function sourceValue(request: FastifyRequest, source: AccessSource): string {
  const { part, field } = split(source);
  const value = (request[part] as Record<string, unknown> | undefined)?.[field];
  // The declaration check at start (checkAccessSource) makes this a schema's required text: anything else is our bug.
  if (typeof value !== 'string') throw new Error(`Access source ${source} is not a text in the request`);
  return value;
}

/**
 * Refuses, when a route is registered, a declaration whose source names no required text field of the endpoint's
 * schemas: the gate would otherwise read nothing at run time.
 */
export function checkAccessSource(key: string, access: Access, schemas: EndpointSchemas): void {
  if (access.kind !== 'profile' && access.kind !== 'event') return;
  const { part, field } = split(access.from);
  const schema = schemas[part] as z.ZodObject | undefined;
  const fieldSchema = schema?.shape?.[field] as z.ZodType | undefined;
  if (!fieldSchema || fieldSchema.safeParse(undefined).success) {
    throw new Error(`${key}: its access reads ${access.from}, which its schemas do not require`);
  }
}

async function resolve(db: Db, request: FastifyRequest, access: Access): Promise<ResolvedAccess<Access>> {
  switch (access.kind) {
    case 'public':
      return { user: request.user ?? null };
    case 'signedIn':
      return { user: requireUser(request) };
    case 'admin': {
      // Site administration hides itself: everyone but a site admin (signed out included) gets the 404 of a route
      // that does not exist. A key never carries the admin power.
      const user = request.user;
      if (!user?.admin || user.apiKey) throw notFound('Not found');
      noteAdminEntry(user, { ownerId: null, targetType: 'site', targetId: request.url.split('?')[0]! }, true);
      return { user };
    }
    case 'profile': {
      const owner = sourceValue(request, access.from);
      return requireProfileAccess(db, request.user, access.by === 'username' ? { username: owner } : owner, access.right);
    }
    case 'event':
      return requireEventAccess(db, request.user, sourceValue(request, access.from), access.right);
  }
}

/** Lets serve() run access gates against this app's database, and makes its transactions write admin acts' rows. */
export function registerAccess(app: FastifyInstance, db: Db): void {
  auditTransactions(db);
  app.decorate('resolveAccess', (request: FastifyRequest, access: Access) => resolve(db, request, access));
  app.decorate('finishAdminAct', () => finishAdminAct(db));
}
