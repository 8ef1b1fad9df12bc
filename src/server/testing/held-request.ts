import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TestApp } from './test-app.ts';

/**
 * A request that holds its admission slot (platform/http/admission.ts) until told to finish: its JSON body has not
 * arrived yet. Admission is the first hook, and the body is read after it, so the body stream being asked for its
 * first chunk says the request was admitted. No timing: ends and answers are awaited.
 */
export function heldRequest(t: TestApp, url = '/api/v1/cookies/set') {
  let admitted!: () => void;
  const whenAdmitted = new Promise<void>((resolve) => (admitted = resolve));
  const body = new Readable({ read: () => admitted() });
  const reply = t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  return {
    whenAdmitted,
    /** Sends the body: the request is answered and gives its slot back. */
    async finish() {
      body.push(JSON.stringify({ courseId: randomUUID(), promoterUsername: 'nobody' }));
      body.push(null);
      return reply;
    },
  };
}
