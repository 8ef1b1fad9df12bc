import type { z } from 'zod';
import type { Access } from './access.ts';
import type { ApiKeyAccess } from './webhooks.messages.ts';

/**
 * One declaration per API endpoint: method, path, OpenAPI summary and the zod schemas of its parts. The server
 * registers its route from it (platform/http/serve.ts) and the web calls it through `call()` (web/app/http.ts), so
 * neither side restates a path or a reply type.
 *
 * The schemas are loaded lazily (`schemas()`): the server awaits them when it registers the route, the web only
 * takes their types, so an endpoints module costs the web a few bytes and never puts zod into a page's first load.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The schemas of an endpoint, picked from its context's contract module. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success reply; absent when the reply is not JSON (a redirect, a file). */
  reply?: z.ZodType;
  /** Other documented replies by status (a card error's 402). */
  errors?: Record<number, z.ZodType>;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  S extends EndpointSchemas = EndpointSchemas,
  F extends boolean = boolean,
  A extends Access | undefined = Access | undefined,
> {
  readonly method: M;
  /** Fastify's form: `/api/v1/orders/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** The success status: 200, or 201 for endpoints that create. */
  readonly status: number;
  /** The body is multipart form data (an upload), not JSON. */
  readonly form: F;
  /** Part of the open API: the access a personal API key needs here. Absent: API keys are refused. */
  readonly apiKey?: ApiKeyAccess;
  /** Who may call it (contracts/access.ts): the server enforces it before the handler runs. */
  readonly access: A;
  readonly schemas: () => Promise<S>;
}

export interface EndpointOptions<F extends boolean, A extends Access | undefined> {
  status?: number;
  form?: F;
  apiKey?: ApiKeyAccess;
  access?: A;
}

/**
 * The declaring function of one context: `const endpoint = endpointsOf('team', () => import('./team.ts'))`, then
 * `endpoint('GET', '/api/v1/…', 'Summary', (m) => ({ query: m.listQuery, reply: m.listReply }))`.
 */
export function endpointsOf<Mod>(tag: string, load: () => Promise<Mod>) {
  return <M extends HttpMethod, S extends EndpointSchemas, F extends boolean = false, const A extends Access | undefined = undefined>(
    method: M,
    path: string,
    summary: string,
    pick: (contracts: Mod) => S,
    options: EndpointOptions<F, A> = {},
  ): Endpoint<M, S, F, A> => ({
    method,
    path,
    summary,
    tags: [tag],
    status: options.status ?? 200,
    form: (options.form ?? false) as F,
    ...(options.apiKey && { apiKey: options.apiKey }),
    access: options.access as A,
    schemas: async () => pick(await load()),
  });
}

type SchemasOf<E> = E extends Endpoint<HttpMethod, infer S, boolean, Access | undefined> ? S : never;
/** The access an endpoint declares. */
export type AccessOf<E> = E extends Endpoint<HttpMethod, EndpointSchemas, boolean, infer A> ? A : never;
type Part<S, K extends 'params' | 'query' | 'body', Side extends 'in' | 'out'> = S extends { [P in K]: infer T extends z.ZodType }
  ? Side extends 'in'
    ? z.input<T>
    : z.output<T>
  : undefined;

/** What a caller sends: path parameters, query and body as the schemas accept them. */
export type ParamsIn<E> = Part<SchemasOf<E>, 'params', 'in'>;
export type QueryIn<E> = Part<SchemasOf<E>, 'query', 'in'>;
export type BodyIn<E> = E extends { form: true } ? FormData : Part<SchemasOf<E>, 'body', 'in'>;

/** What a handler receives once the schemas have parsed the request. */
export type ParamsOut<E> = Part<SchemasOf<E>, 'params', 'out'>;
export type QueryOut<E> = Part<SchemasOf<E>, 'query', 'out'>;
export type BodyOut<E> = Part<SchemasOf<E>, 'body', 'out'>;

/** The success reply: what a handler returns (before serialization) and what a caller receives (after). */
export type ReplyIn<E> = SchemasOf<E> extends { reply: infer T extends z.ZodType } ? z.input<T> : unknown;
export type ReplyOf<E> = SchemasOf<E> extends { reply: infer T extends z.ZodType } ? z.output<T> : unknown;
