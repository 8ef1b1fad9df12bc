import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/**
 * Global promo codes (content-management 2.6, 7 Global promo codes): an owner's codes for all their events or by
 * event category, managed under profile_management (the spec does not show the paths). Every call carries the owner
 * id: reads pass its management gate, changes its 'edit' right. The categories are GET /api/v1/course_categories
 * (EVENTS_MANAGEMENT_ENDPOINTS.categories).
 */
const endpoint = endpointsOf('promo-codes', async () => ({ ...(await import('./common.ts')), ...(await import('./promo-codes.ts')) }));

const P = '/api/v1/profile_management/promo_codes';

export const PROMO_CODES_ENDPOINTS = {
  list: endpoint(
    'GET',
    P,
    "An owner's global promo codes, 10 a page, searched by code and sorted",
    (c) => ({ query: c.promoListQuery, reply: c.promoCodesReply }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  code: endpoint(
    'GET',
    `${P}/:id`,
    'One global promo code, for its edit page',
    (c) => ({ params: c.idParams, query: c.promoOwnerQuery, reply: c.promoCodeView }),
    { access: profileRight('view', 'query.ownerId') },
  ),
  create: endpoint('POST', P, 'Create a global promo code', (c) => ({ body: c.promoCodeBody, reply: c.promoCodeView }), {
    status: 201,
    access: profileRight('edit', 'body.ownerId'),
  }),
  bulkCreate: endpoint(
    'POST',
    `${P}/bulk`,
    "Create global promo codes from a file's codes (up to 10,000, one set of fields)",
    (c) => ({ body: c.bulkPromoCodesBody, reply: c.bulkPromoCodesReply }),
    { status: 201, access: profileRight('edit', 'body.ownerId') },
  ),
  update: endpoint(
    'PATCH',
    `${P}/:id`,
    'Edit a global promo code (a new usage cap keeps the uses taken)',
    (c) => ({ params: c.idParams, body: c.promoCodeBody, reply: c.promoCodeView }),
    { access: profileRight('edit', 'body.ownerId') },
  ),
  remove: endpoint(
    'DELETE',
    `${P}/:id`,
    'Delete a global promo code (orders that used it keep it on record)',
    (c) => ({ params: c.idParams, query: c.promoOwnerQuery, reply: c.okReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
};
