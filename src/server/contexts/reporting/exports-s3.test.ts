import { beforeAll, describe, expect, it } from 'vitest';
import { affiliations, reportExports } from '../../platform/db/schema/index.ts';
import { createSchool, headers, type Person } from '../../testing/events.ts';
import { bucketRedirect, presignedSeconds, useS3TestApp } from '../../testing/s3.ts';
import { signUpUser } from '../../testing/test-app.ts';

/**
 * An export's download on S3 (issue 35): its requester gets a 302 to a presigned URL of the bucket that serves the
 * CSV as a download, living a minute; whoever the API refuses gets no URL.
 */

const { t, s3 } = useS3TestApp();
const P = '/api/v1/profile_management/report_exports';
const CSV = '\uFEFFOrder,Total\r\nA-1,31.38\r\n';

let owner: Person, teamAdmin: Person, stranger: Person;
let schoolId: string;
beforeAll(async () => {
  [owner, teamAdmin, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  schoolId = (await createSchool(t, owner, 'Bucket Academy', `bucket-academy-${Date.now().toString(36)}`)).id;
  await t.db.insert(affiliations).values({ organizationId: schoolId, userId: teamAdmin.user.id, admin: true });
});

/** A finished export of the school's orders, asked for by the owner, with its file in the bucket. */
async function finishedExport() {
  const id = crypto.randomUUID();
  const fileKey = `exports/${id}.csv`;
  await t.runtime.storage.put(fileKey, Buffer.from(CSV));
  const values = { id, ownerId: schoolId, requestedById: owner.user.id, kind: 'orders' as const, fileName: 'orders-2026.csv' };
  await t.db.insert(reportExports).values({ ...values, status: 'done', fileKey, byteSize: Buffer.byteLength(CSV), finishedAt: new Date() });
  return id;
}

const download = (id: string, p?: Person) => t.app.inject({ method: 'GET', url: `${P}/${id}/file?ownerId=${schoolId}`, headers: headers(p) });

describe('an export on S3', () => {
  it('downloads from the bucket by a one-minute URL given only to its requester', async () => {
    const id = await finishedExport();
    const res = await download(id, owner);
    const location = bucketRedirect(res, s3());
    expect(presignedSeconds(location)).toBe(60);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="orders-2026.csv"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).toString('utf8')).toBe(CSV); // text() would drop the BOM

    // Another admin of the same school (404: an export is its requester's), a stranger (403), nobody (401).
    for (const [person, status] of [
      [teamAdmin, 404],
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      const refused = await download(id, person);
      expect(refused.statusCode).toBe(status);
      expect(refused.headers.location).toBeUndefined();
    }
  });
});
