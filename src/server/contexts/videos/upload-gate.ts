/** How long a confirmed sign-in lets the same upload's next PATCHes through without asking the database again. */
export const CONFIRMED_GATE_MS = 1_000;

/**
 * The PATCH gate of one upload URL: `check` (the sign-in and the upload, one query) runs when this process has not
 * confirmed the same sign-in for the same upload within `windowMs`. A 1 GiB upload is 205 PATCHes sent one after
 * another; asking the database before each one cost a fifth of its throughput on the embedded database
 * (bench/upload.ts). The window changes what the gate means by less than a PATCH already allows: a request that
 * passed the gate streams its body for as long as the body takes (a 5 MiB chunk, 4 s at 10 Mbit/s), so a sign-out
 * already reached a running chunk only after it ended. Only successes are kept, per process, in memory: another
 * process, or a request after the window, asks the database.
 */
export function confirmedUploadGate<T>(check: (token: string | null, uploadId: string) => Promise<T>, windowMs = CONFIRMED_GATE_MS) {
  /** `<upload id> <token>` -> the answer and when (performance.now()) the query that gave it was sent. */
  const confirmed = new Map<string, { answer: T; sentAt: number }>();
  return async (token: string | null, uploadId: string): Promise<T> => {
    if (!token) return check(token, uploadId);
    const key = `${uploadId} ${token}`;
    const kept = confirmed.get(key);
    if (kept && performance.now() - kept.sentAt < windowMs) return kept.answer;
    const sentAt = performance.now();
    const entry = { answer: await check(token, uploadId), sentAt };
    confirmed.set(key, entry);
    setTimeout(() => confirmed.get(key) === entry && confirmed.delete(key), windowMs).unref();
    return entry.answer;
  };
}
