import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { keptSecret } from '../../platform/kept-secret.ts';

/**
 * Admission passes (docs/decisions/checkout.md "Waiting room"): `<room>.<visitor>.<expiry>.<HMAC>`, where the
 * HMAC-SHA256 also covers the visitor session's key (`u:<account>` or `c:<browser id>`), which the token does not
 * carry: a pass copied to another session fails the check there. Single use is the database's (queue.service.ts
 * usePass); this is the signature and the expiry only.
 */

export interface PassFacts {
  roomId: string;
  visitorId: string;
  /** Unix seconds. */
  expires: number;
}

export type PassVerdict = { ok: true; pass: PassFacts } | { ok: false; reason: 'invalid' | 'expired' };

export interface PassSigner {
  sign(pass: PassFacts, visitorKey: string): string;
  /** Valid when signed for one of `visitorKeys` (the session's account, or the browser it was issued to). */
  verify(token: string, roomId: string, visitorKeys: readonly string[], nowSeconds: number): PassVerdict;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PURPOSE = 'ovation waiting room passes v1';

export function passSigner(secret: string): PassSigner {
  // A key of its own for this purpose, so one configured secret could sign several things without confusion.
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  const mac = (p: PassFacts, visitorKey: string) =>
    createHmac('sha256', key).update(`${p.roomId}.${p.visitorId}.${p.expires}.${visitorKey}`).digest();
  return {
    sign(pass, visitorKey) {
      return `${pass.roomId}.${pass.visitorId}.${pass.expires}.${mac(pass, visitorKey).toString('base64url')}`;
    },
    verify(token, roomId, visitorKeys, nowSeconds) {
      const parts = token.split('.');
      if (parts.length !== 4) return { ok: false, reason: 'invalid' };
      const [room, visitorId, expiry, sig] = parts as [string, string, string, string];
      if (room !== roomId || !UUID.test(visitorId) || !/^\d{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' };
      const pass = { roomId, visitorId, expires: Number(expiry) };
      const given = Buffer.from(sig, 'base64url');
      const signed = visitorKeys.some((k) => {
        const expected = mac(pass, k);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!signed) return { ok: false, reason: 'invalid' };
      // Checked after the signature: an altered expiry is a forgery, not an expired pass.
      if (pass.expires <= nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, pass };
    },
  };
}

/** QUEUE_SIGNING_SECRET, else a random key kept in DATA_DIR/secrets (shared by the processes of one DATA_DIR). */
export async function queueSigningSecret(config: Pick<Config, 'dataDir' | 'queueSigningSecret'>): Promise<string> {
  return config.queueSigningSecret ?? keptSecret(config.dataDir, 'queue-signing.key');
}

/** The pass's cookie: one per room, so a visitor in two on-sales keeps both. */
export const passCookie = (roomId: string) => `ovation_pass_${roomId}`;
