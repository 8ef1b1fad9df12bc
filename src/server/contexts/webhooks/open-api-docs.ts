import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { WEBHOOK_FORM_TEXTS } from '../../../contracts/developer-zone.messages.ts';
import { OUTBOX_EVENTS } from '../../../contracts/outbox-events.ts';
import { WEBHOOK_SAMPLE_PAYLOADS } from '../../../contracts/webhook-samples.ts';
import { API_KEY_MESSAGES, API_KEY_PREFIX, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_REASONS } from '../../../contracts/webhooks.messages.ts';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../../../domain/webhooks.ts';
import { describeWait } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { API_KEY_SCHEME } from '../../platform/http/serve.ts';

/**
 * The public face of /api/docs: the key scheme of the open API, a guide to it and to webhooks, and one OpenAPI 3.1
 * `webhooks` entry per event type with its outbox payload's schema inside the envelope. The routes themselves come
 * from their contracts (serve.ts); the open API's list is read back from the built document, so it names exactly
 * the routes that accept a key.
 */

const KEY_RATE = `${RATE_RULES.apiKey.max} requests per ${describeWait(RATE_RULES.apiKey.windowSeconds)}`;

const ERROR_MODEL = `Every error answers one JSON body: \`{ "code", "message", "requestId", "fieldErrors"?, "messages"?, "reason"? }\`.
Branch on the HTTP status and on \`reason\` (a stable snake_case value), never on \`message\` (words for people).

| Status | When |
| --- | --- |
| 401 | No key, or an unknown or revoked key ('${API_KEY_MESSAGES.invalidKey}'); also a key whose maker is no longer the account itself or one of its team admins |
| 403 | The key may not make this call: \`reason: ${WEBHOOK_REASONS.apiKeyScope}\` for a route outside the open API or a read-only key's change; \`reason: ${WEBHOOK_REASONS.notAllowed}\` when the Developer Zone is no longer available for the account; without a reason when the record belongs to another account |
| 404 | No such record for this account |
| 409 | The change conflicts with the record's state |
| 422 | Bad input: \`fieldErrors\` maps each field to what is wrong with it |
| 429 | Too many requests: the message says how long to wait |`;

const KEY_SCHEME = `A personal API key, sent as \`Authorization: Bearer ${API_KEY_PREFIX}…\`.

- **Making a key**: in Ovation, open Manage › Developer Zone for the account (its owner or a team admin, once the
  Developer Zone is available for the account) and create an API key. The key is shown once: store it as a secret.
  Ovation keeps only its SHA-256 digest and lists keys by their first characters.
- **One account**: a key acts for the account it was made for and nothing else, even when the person who made it
  manages other accounts too, and never with site-admin rights. It works while its maker stays the account itself or
  one of its team admins.
- **Read or read and write**: a read-only key makes GET calls of the open API; a read-and-write key also checks
  tickets in and undoes check-ins. A key is refused on every other route (account settings, payouts, keys, ...).
- **Revoking**: revoke a key in the Developer Zone; it stops working with the next request.
- **Rate limit**: ${KEY_RATE} per key; beyond it calls answer 429 until the window is over.
- **Cookies** are ignored on a call with a key, and no browser session is needed.

${ERROR_MODEL}`;

/** '5 seconds, 5 minutes, ...' of the retry schedule after the first attempt. */
const retryWaits = () =>
  WEBHOOK_RETRY_DELAYS_SECONDS.slice(1)
    .map((s) => describeWait(s))
    .join(', ');

const WEBHOOKS_GUIDE = `## Webhooks

A webhook (Manage › Developer Zone › Generate Webhook) receives the events of the types it chose, as a \`POST\` of JSON to
its https URL, signed per [Standard Webhooks](https://www.standardwebhooks.com/). Each event type and its payload is
listed under **Webhooks** below.

**The body** is the envelope \`{ "id", "type", "timestamp", "data" }\`: \`id\` identifies the delivery, \`type\` is the
event type (\`order.completed\`), \`timestamp\` is when the event happened (ISO 8601, UTC) and \`data\` is the event's
payload (with its \`version\`). Money is in integer minor units beside a lower-case ISO 4217 currency.

**The headers**:
- \`webhook-id\`: the delivery id (the envelope's \`id\`). It is the same on every retry and on a replay from the logs,
  so de-duplicate on it: store the ids you have handled and answer 2xx without acting again for a known one.
- \`webhook-timestamp\`: when this attempt was sent, in seconds since 1970. Refuse a message more than 5 minutes
  away from your clock (a replayed capture).
- \`webhook-signature\`: \`v1,<base64 signature>\` (space-separated when there are several).

**Answer** any 2xx within ${WEBHOOK_LIMITS.timeoutSeconds} seconds once the event is safely stored; do the work
afterwards. Anything else, or no answer, is a failure. The first attempt is made at once; failed ones are tried again
after ${retryWaits()} (about a day in all). After the last attempt the delivery is marked failed in the logs, where
you can replay it; an endpoint that has failed for 5 days in a row is paused and the account is told. Deliveries to
one webhook go out in event order where possible, but a retry can be overtaken: order by \`timestamp\` if it matters.

**Verify every message** before trusting it, with the webhook's secret (\`whsec_…\`, shown in the Developer Zone).
In Node, with the \`standardwebhooks\` package:

\`\`\`js
import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.OVATION_WEBHOOK_SECRET); // 'whsec_…'
const app = express();

// The raw body: the signature covers the exact bytes sent.
app.post('/ovation/webhooks', express.raw({ type: 'application/json' }), async (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body.toString('utf8'), {
      'webhook-id': req.get('webhook-id'),
      'webhook-timestamp': req.get('webhook-timestamp'),
      'webhook-signature': req.get('webhook-signature'),
    });
  } catch {
    return res.status(400).send('Invalid signature');
  }
  if (await alreadyHandled(event.id)) return res.sendStatus(200); // a retry or a replay
  await store(event); // { id, type, timestamp, data }
  res.sendStatus(204);
});
\`\`\`

**In other languages** (or without the package): take the secret after \`whsec_\` and base64-decode it: that is the
HMAC key. Sign the text \`<webhook-id>.<webhook-timestamp>.<raw body>\` with HMAC-SHA256 and base64-encode the result.
The message is genuine when that value equals the part after \`v1,\` of one of the space-separated entries of
\`webhook-signature\` (compare in constant time) and the timestamp is within 5 minutes of now. Standard Webhooks lists
libraries for Python, Go, Ruby, PHP, Java, C# and more.`;

const intro = (routes: string) => `Ovation's HTTP API: the Ovation web app itself runs on it.

## The open API

Your own scripts can call the routes below with a personal API key (\`Authorization: Bearer ${API_KEY_PREFIX}…\`): your
events and their ticket types, orders, attendees and check-in. They follow the same access rules, rate limits and error
model as the app; each is marked with a lock here. See **Authorize › ${API_KEY_SCHEME}** for how keys work. Reads
(GET) take any key; the others need a read-and-write key.

${routes}

${WEBHOOKS_GUIDE}`;

type Operation = { summary?: string; security?: Record<string, unknown>[] };
type OpenApiDocument = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;
type WebhookItems = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>['webhooks']>;

/** The document's operations that accept an API key, as markdown lines. */
function openApiRoutes(paths: object): string {
  const lines: string[] = [];
  for (const [path, operations] of Object.entries(paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(operations)) {
      if (op.security?.some((s) => API_KEY_SCHEME in s)) lines.push(`- \`${method.toUpperCase()} ${path}\`: ${op.summary ?? ''}`);
    }
  }
  return lines.join('\n');
}

/** A payload's JSON schema without its `$schema` line (it sits inside the envelope's). */
function payloadSchema(type: keyof typeof OUTBOX_EVENTS) {
  const { $schema: _, ...schema } = z.toJSONSchema(OUTBOX_EVENTS[type], { target: 'draft-2020-12', io: 'output' });
  return schema;
}

const SAMPLE_ID = '1f3c5e7a-9b2d-4c6e-8f0a-2b4d6f8a0c11';
const signatureHeaders = [
  { name: 'webhook-id', description: "The delivery's id (the envelope's `id`): the same on every retry and replay." },
  { name: 'webhook-timestamp', description: 'When this attempt was sent, in seconds since 1970.' },
  { name: 'webhook-signature', description: '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`.' },
].map((h) => ({ ...h, in: 'header', required: true, schema: { type: 'string' } }));

/** One OpenAPI 3.1 webhook entry per event type: the signed POST a webhook receives. */
function webhookEntries(): WebhookItems {
  const entries: Record<string, unknown> = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: WEBHOOK_FORM_TEXTS.eventHints[type],
          tags: ['webhooks'],
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'type', 'timestamp', 'data'],
                  properties: {
                    id: { type: 'string', format: 'uuid', description: 'The delivery id, as in `webhook-id`: de-duplicate on it.' },
                    type: { type: 'string', const: type },
                    timestamp: { type: 'string', format: 'date-time', description: 'When the event happened (UTC).' },
                    data: payloadSchema(type),
                  },
                },
                example: { id: SAMPLE_ID, type, timestamp: '2030-04-06T18:00:00.000Z', data: WEBHOOK_SAMPLE_PAYLOADS[type] },
              },
            },
          },
          responses: { '2XX': { description: 'Received: any 2xx within the timeout. Anything else is retried.' } },
        },
      },
    ]),
  );
  // The payloads are zod's JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), which the OpenAPI typings model only loosely.
  return entries as WebhookItems;
}

/**
 * The options of @fastify/swagger: an OpenAPI 3.1 document (it has `webhooks`) whose guide lists the open API's routes
 * once they are all registered (`transformObject` runs on the built document).
 */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ovation API', version: '1.0.0' },
      components: {
        securitySchemes: { [API_KEY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: `${API_KEY_PREFIX}…`, description: KEY_SCHEME } },
      },
      webhooks: webhookEntries(),
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const doc = document.openapiObject;
      return { ...doc, info: { title: '', version: '', ...doc.info, description: intro(openApiRoutes(doc.paths ?? {})) } };
    },
  };
}
