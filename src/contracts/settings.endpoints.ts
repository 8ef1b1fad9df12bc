import { endpointsOf } from './endpoint.ts';

/** Account settings of a managed profile, the currency list and image uploads. */
const endpoint = endpointsOf('settings', async () => ({ ...(await import('./common.ts')), ...(await import('./settings.ts')) }));

export const SETTINGS_ENDPOINTS = {
  read: endpoint('GET', '/api/v1/profiles/:username/settings', 'Account settings of a profile you manage', (c) => ({
    params: c.usernameParams,
    reply: c.settingsReply,
  })),
  save: endpoint('PATCH', '/api/v1/profiles/:id', 'Save account settings (owners, organization admins, site admins)', (c) => ({
    params: c.idParams,
    body: c.settingsSaveBody,
    reply: c.settingsSaveReply,
  })),
  deleteProfile: endpoint('DELETE', '/api/v1/profiles/:id', 'Delete an account or organization', (c) => ({ params: c.idParams, reply: c.okReply })),
  currencies: endpoint('GET', '/api/v1/currencies', 'Currencies with their card provider fees', (c) => ({ reply: c.currenciesReply })),
  upload: endpoint(
    'POST',
    '/api/v1/file_uploads',
    "Upload an image (multipart: field 'kind' = avatar, banner, poster or event_image, then the file; at most 8 MB)",
    (c) => ({ reply: c.uploadReply }),
    { form: true },
  ),
  /** The file itself, not JSON. */
  file: endpoint('GET', '/api/uploads/:id', 'An uploaded file (public)', (c) => ({ params: c.idParams })),
};
