import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessOf, BodyOut, Endpoint, ParamsOut, QueryOut, ReplyIn } from '../../../contracts/endpoint.ts';
import { inRequestScope, mayBeAdminAct } from '../access/admin-acts.ts';
import { checkAccessSource, type ResolvedAccess } from '../access/resolve-access.ts';

/** A request whose params, query and body the endpoint's schemas have parsed. */
export type EndpointRequest<E> = FastifyRequest<{ Params: ParamsOut<E>; Querystring: QueryOut<E>; Body: BodyOut<E> }>;

/**
 * Returns the reply for the endpoint's schema, or the Fastify reply once it has sent something else (a file, a
 * redirect). `access` is what the endpoint's declared gate resolved: the user, and the profile or event it guards.
 */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  access: ResolvedAccess<AccessOf<E>>,
) => Promise<ReplyIn<E> | FastifyReply>;

/** The OpenAPI security scheme of personal API keys (`Authorization: Bearer ovk_…`), described in app.ts's document. */
export const API_KEY_SCHEME = 'apiKey';

/**
 * Registers the route of a contract endpoint (contracts/endpoint.ts): its method, path, summary, tags and schemas
 * come from the declaration, so the OpenAPI document, request validation and reply serialization all follow it.
 * Routes files call this instead of `app.get()` and the like (ESLint enforces it). An endpoint of the open API
 * (`apiKey`) carries the access it needs in its route config and a `security` entry in the document.
 */
export async function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): Promise<void> {
  const schemas = await endpoint.schemas();
  const { params, query, body, reply, errors } = schemas;
  const { access } = endpoint;
  const key = `${endpoint.method} ${endpoint.path}`;
  // The type requires a declaration; this refuses one lost on the way (a cast, a hand-built endpoint) at start.
  if (!access) throw new Error(`${key} declares no access`);
  checkAccessSource(key, access, schemas);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Only the parts the endpoint has: Fastify warns about a part given as undefined.
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...((reply || errors) && { response: reply ? { [endpoint.status]: reply, ...errors } : errors }),
      ...(endpoint.apiKey && { security: [{ [API_KEY_SCHEME]: [] }] }),
    },
    // The auth hook (auth.ts) admits an API key only where the endpoint declares the access it needs.
    ...(endpoint.apiKey && { config: { apiKey: endpoint.apiKey } }),
    // The declared gate runs after the schemas have parsed the request (a refusal of bad input comes first, 422).
    // A site admin's change runs in a request scope, where an admin act writes its audit row (access/admin-acts.ts).
    handler: async (request, fastifyReply) => {
      const run = async () => {
        const resolved = await app.resolveAccess(request, access);
        if (endpoint.status !== 200) fastifyReply.status(endpoint.status);
        const result = await handler(request as EndpointRequest<E>, fastifyReply, resolved as ResolvedAccess<AccessOf<E>>);
        const late = await app.finishAdminAct();
        if (late) request.log.warn({ action: late }, 'admin act audited after its change, outside its transaction');
        return result;
      };
      if (!mayBeAdminAct(endpoint.method, request.user)) return run();
      const facts = { method: endpoint.method, action: key, summary: endpoint.summary, requestId: String(request.id) };
      return inRequestScope(facts, run);
    },
  });
}
