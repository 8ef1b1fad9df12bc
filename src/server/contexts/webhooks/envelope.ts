import { Webhook } from 'standardwebhooks';

/**
 * What a receiver gets (Standard Webhooks): the body `{ id, type, timestamp, data }` (the recommended shape plus the
 * delivery's id) and the signature headers. `id` is the delivery's, the same on every attempt and replay, so a
 * receiver de-duplicates on it (it is also the `webhook-id` header); `timestamp` is when the event happened; `data`
 * is the outbox payload of contracts/outbox-events.ts.
 */
export type WebhookEnvelope = {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
};

export const WEBHOOK_USER_AGENT = 'Ovation-Webhooks/1.0';

export function envelopeOf(deliveryId: string, type: string, happenedAt: Date, data: Record<string, unknown>): WebhookEnvelope {
  return { id: deliveryId, type, timestamp: happenedAt.toISOString(), data };
}

/**
 * The body as sent, built from the stored envelope with its fields in the documented order (jsonb keeps keys in its
 * own order). The same stored envelope gives the same body on every attempt.
 */
export function envelopeBody(payload: Record<string, unknown>): string {
  return JSON.stringify(envelopeAsSent(payload));
}

/** The stored envelope with its fields in the documented order (jsonb keeps its own), as the logs show it. */
export function envelopeAsSent(payload: Record<string, unknown>): Record<string, unknown> {
  return { id: payload.id, type: payload.type, timestamp: payload.timestamp, data: payload.data };
}

/** The headers of one attempt: signed over its id, its time and the exact body (`webhook-signature: v1,<base64>`). */
export function signedHeaders(secretKey: string, deliveryId: string, body: string, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': deliveryId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secretKey).sign(deliveryId, at, body),
  };
}
