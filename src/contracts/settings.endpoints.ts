import { PUBLIC, SIGNED_IN, profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Account settings of a managed profile, the currency list and image uploads. */
const endpoint = endpointsOf('settings', async () => ({ ...(await import('./common.ts')), ...(await import('./settings.ts')) }));

export const SETTINGS_ENDPOINTS = {
  read: endpoint(
    'GET',
    '/api/v1/profiles/:username/settings',
    'Account settings of a profile you manage',
    (c) => ({ params: c.usernameParams, reply: c.settingsReply }),
    { access: profileRight('view', 'params.username', 'username') },
  ),
  // Saving and deleting pass the management gate; the settings service decides who may change or delete what.
  save: endpoint(
    'PATCH',
    '/api/v1/profiles/:id',
    'Save account settings (owners, organization admins, site admins)',
    (c) => ({ params: c.idParams, body: c.settingsSaveBody, reply: c.settingsSaveReply }),
    { access: profileRight('view', 'params.id') },
  ),
  deleteProfile: endpoint('DELETE', '/api/v1/profiles/:id', 'Delete an account or organization', (c) => ({ params: c.idParams, reply: c.okReply }), {
    access: profileRight('view', 'params.id'),
  }),
  currencies: endpoint('GET', '/api/v1/currencies', 'Currencies with their card provider fees', (c) => ({ reply: c.currenciesReply }), {
    access: PUBLIC,
  }),
  upload: endpoint(
    'POST',
    '/api/v1/file_uploads',
    "Upload an image (multipart: field 'kind' = avatar, banner, poster or event_image, then the file; at most 8 MB)",
    (c) => ({ reply: c.uploadReply }),
    { form: true, access: SIGNED_IN },
  ),
  /** The file itself, not JSON. */
  file: endpoint('GET', '/api/uploads/:id', 'An uploaded file (public)', (c) => ({ params: c.idParams, query: c.uploadFileQuery }), {
    access: PUBLIC,
  }),
};
