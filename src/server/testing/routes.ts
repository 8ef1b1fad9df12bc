import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { confirmOrderReply, orderReply, type ConfirmOrderBody, type OrderSelectionBody } from '../../contracts/checkout.ts';
import type { ChartDocument } from '../../contracts/seating.ts';
import { seatKey } from '../../domain/seating/index.ts';
import { createSession } from '../contexts/accounts/sessions.service.ts';
import { eventSeatings, seatStates } from '../platform/db/schema/index.ts';
import { createSchool, headers, inDays, makeEvent, type Person } from './events.ts';
import { expectReply } from './replies.ts';
import { signUpUser, type TestApp } from './test-app.ts';

/**
 * What the route-wide suites (route-fuzz.test.ts, route-access.test.ts) share: every route of the OpenAPI
 * document, a world of real records to aim them at, and sample inputs made from each route's own schema.
 */

/** A JSON schema as the OpenAPI document gives it (only what the samplers read). */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Route {
  method: string;
  /** The OpenAPI path, with `{param}`. */
  path: string;
  /** 'GET /api/v1/events/{eventId}': how rule tables and failures name the route. */
  key: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: Schema }[];
  body: Schema | null;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

/** Every route of the OpenAPI document (new routes join by existing). */
export function listRoutes(app: FastifyInstance): Route[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** The records the routes are aimed at: an organization with a published event, a completed and a pending order. */
export interface RouteWorld {
  owner: Person;
  school: { id: string; username: string };
  eventId: string;
  ticketTypeId: string;
  occurrenceId: string;
  completedOrderId: string;
  pendingOrderId: string;
  itemId: string;
}

let worlds = 0;

/** The route world's seat chart: one row of three seats. */
export const ROUTE_WORLD_CHART: ChartDocument = {
  version: 1,
  categories: [{ key: 'std', name: 'Standard', color: '#336699' }],
  objects: [
    {
      type: 'row',
      id: 'row-a',
      x: 0,
      y: 0,
      rotation: 0,
      section: '',
      label: 'A',
      numbering: { scheme: 'numeric', start: 1, reversed: false },
      categoryKey: 'std',
      overrides: [],
      seats: 3,
      spacing: 20,
      curve: 0,
    },
  ],
};

/** An owner with an organization whose free event has a completed and a pending order, and a seating. */
export async function buildRouteWorld(t: TestApp, owner?: Person): Promise<RouteWorld> {
  worlds += 1;
  owner ??= await signUpUser(t.app);
  const school = await createSchool(t, owner, 'Route School', `route-school-${Date.now().toString(36)}${worlds}`);
  const event = await makeEvent(t, owner, school.id, { tickets: [{ name: 'Free admission', price: 0, quantity: 1000 }] });
  const ticketTypeId = event.ticketIds[0]!;
  const placeOrder = async () => {
    const payload: OrderSelectionBody = { tickets: { [ticketTypeId]: 1 } };
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/orders?event=${event.id}`, headers: headers(owner), payload });
    return expectReply(res, 200, orderReply).order;
  };
  const completed = await placeOrder();
  const payload: ConfirmOrderBody = {
    buyerAttributes: { firstName: 'Ada', lastName: 'Lovelace', email: owner.email, emailConfirm: owner.email },
    attendeesAttributes: completed.items.map((i) => ({ itemId: i.id, firstName: 'Ada', lastName: 'Lovelace' })),
  };
  const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${completed.id}/confirm`, headers: headers(owner), payload });
  expectReply(confirm, 200, confirmOrderReply);
  const pending = await placeOrder();
  // A seating whose first seat is sold, so its routes reach their records (and detaching it stays refused).
  await t.db.insert(eventSeatings).values({ eventId: event.id, document: ROUTE_WORLD_CHART });
  await t.db.insert(seatStates).values({
    occurrenceId: completed.occurrenceId,
    seatKey: seatKey('', 'A', '1'),
    eventId: event.id,
    state: 'sold',
    orderId: completed.id,
    orderItemId: completed.items[0]!.id,
    ticketTypeId,
    label: 'Row A, Seat 1',
  });
  return {
    owner,
    school: { id: school.id, username: school.username },
    eventId: event.id,
    ticketTypeId,
    occurrenceId: completed.occurrenceId,
    completedOrderId: completed.id,
    pendingOrderId: pending.id,
    itemId: completed.items[0]!.id,
  };
}

/** A fresh session cookie for a person (cheaper than signing in: no password hashing). */
export async function freshCookie(t: TestApp, person: Person): Promise<string> {
  return `ovation_session=${await createSession(t.db, person.user.id)}`;
}

/** A path param's value in the world: the record the route is about, else a random id. */
export function pathValue(route: Route, param: string, world: RouteWorld, ids: Partial<Record<string, string>> = {}): string {
  const byPrefix: [string, string][] = [
    ['/api/v1/profiles/{id}', world.school.id],
    ['/api/v1/orders/{id}', world.pendingOrderId],
    ['/api/v1/ticket_pages/', world.completedOrderId],
    ['/api/v1/registrations/{id}', world.itemId],
    ['/api/v1/order_items/{id}', world.itemId],
  ];
  const named: Record<string, string> = {
    eventId: world.eventId,
    profileId: world.school.id,
    username: world.school.username,
    type: route.path.startsWith('/api/v1/ticket_pages/') ? 'tickets' : 'o',
    itemId: world.itemId,
    occurrenceId: world.occurrenceId,
    token: 'unknown-token-0123456789',
    index: '0',
    ...ids,
  };
  if (param === 'id') return byPrefix.find(([prefix]) => route.path.startsWith(prefix))?.[1] ?? ids.id ?? randomUUID();
  return named[param] ?? randomUUID();
}

/** The route's path with every param filled (`values` replace chosen params, already URL-encoded). */
export function fillPath(route: Route, world: RouteWorld, values: Record<string, string> = {}, ids: Partial<Record<string, string>> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? encodeURIComponent(pathValue(route, name, world, ids)));
}

/** A uuid named by its field: the world's records where the name says which. */
function uuidFor(name: string, world: RouteWorld): string {
  if (/^(ownerId|profileId|owner_uuid|id)$/.test(name)) return name === 'id' ? world.pendingOrderId : world.school.id;
  if (/^(eventId|courseId|event)$/.test(name)) return world.eventId;
  if (/^(ticketId|ticketTypeId)$/.test(name)) return world.ticketTypeId;
  if (name === 'occurrenceId') return world.occurrenceId;
  if (name === 'itemId') return world.itemId;
  if (name === 'userId') return world.owner.user.id;
  return randomUUID();
}

/** The first usable branch of a union (the non-null one). */
export function branch(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return options.find((o) => o.type !== 'null') ?? options[0]!;
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as Schema;
  return schema;
}

export function typeOf(schema: Schema): string | undefined {
  const s = branch(schema);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type) return type;
  if (s.properties) return 'object';
  if (s.enum?.length) return typeof s.enum[0];
  if (s.const !== undefined) return typeof s.const;
  return undefined;
}

/**
 * A valid-looking value for a schema: enums and constants take their first value, ids point at the world's
 * records, dates are a few days ahead, arrays hold one item and objects every property (so every field
 * can be fuzzed).
 */
export function sample(schema: Schema, name: string, world: RouteWorld): unknown {
  const s = branch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return uuidFor(name, world);
      if (s.format === 'date-time') return inDays(5);
      if (s.format === 'email' || /email/i.test(name)) return world.owner.email;
      if (/^(username|identifier)$/.test(name)) return world.school.username;
      if (name === 'timezone') return 'Europe/London';
      return 'Fuzz value'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100);
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return s.items ? [sample(s.items, name, world)] : [];
    case 'object': {
      if (!s.properties && s.additionalProperties && typeof s.additionalProperties === 'object') {
        return { [name === 'tickets' ? world.ticketTypeId : 'key']: sample(s.additionalProperties, name, world) };
      }
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, prop]) => [key, sample(prop, key, world)]));
    }
    default:
      return null;
  }
}

/** A query string of the required params (`values` added or replacing, already URL-encoded). */
export function queryString(route: Route, world: RouteWorld, values: Record<string, string> = {}): string {
  const pairs = route.query
    .filter((q) => q.required && !(q.name in values))
    .map((q) => `${q.name}=${encodeURIComponent(String(sample(q.schema, q.name, world)))}`);
  pairs.push(...Object.entries(values).map(([k, v]) => `${k}=${v}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}
