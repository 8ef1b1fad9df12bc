/**
 * The door list's ref of a scanned code: HMAC-SHA256 of the QR secret under the list's key, in hex, as the server
 * computes it (offline-door.service.ts). The list holds refs only, so a lost phone's list cannot make a ticket.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

export async function doorRef(key: string, scanned: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey('raw', fromBase64Url(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(scanned));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
