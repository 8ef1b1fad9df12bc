import { createHash, randomBytes } from 'node:crypto';

/** Secret tokens (sessions, invitations) are 256 random bits; the database keeps only their SHA-256 digest. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
