import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN, PUBLIC, SIGNED_IN, eventRight, profileRight, type Access } from '../../../contracts/access.ts';
import type { EndpointSchemas } from '../../../contracts/endpoint.ts';
import { checkAccessSource } from './resolve-access.ts';

const schemas = {
  params: z.object({ eventId: z.uuid() }),
  query: z.object({ ownerId: z.uuid(), page: z.coerce.number().optional() }),
  body: z.object({ username: z.string(), note: z.string().nullable().default(null) }),
};

describe('checkAccessSource', () => {
  it.each<[string, Access, boolean, EndpointSchemas?]>([
    ['public needs no source', PUBLIC, true],
    ['signed in needs no source', SIGNED_IN, true],
    ['admin needs no source', ADMIN, true],
    ['an event id in the path', eventRight('canEditDetails', 'params.eventId'), true],
    ['an owner id in the query', profileRight('view', 'query.ownerId'), true],
    ['an owner handle in the body', profileRight('edit', 'body.username', 'username'), true],
    ['a field the schema lacks', profileRight('view', 'query.profileId'), false],
    ['an optional field', profileRight('view', 'query.page'), false],
    ['a field with a default', profileRight('view', 'body.note'), false],
    ['a part the endpoint has not', eventRight('canView', 'body.eventId'), false, { params: schemas.params }],
  ])('%s', (_name, access, passes, declared = schemas) => {
    const check = () => checkAccessSource('GET /x', access, declared);
    if (passes) expect(check).not.toThrow();
    else expect(check).toThrow(/GET \/x: its access reads/);
  });
});
