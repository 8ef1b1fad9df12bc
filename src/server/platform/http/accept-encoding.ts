/** The encodings the build writes beside a file (src/web/build/precompress.ts), best first. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * Which of the `offered` encodings to send for an Accept-Encoding header (RFC 9110, 12.5.3): the one with the highest
 * weight above 0, brotli on a tie; none (the file as it is) when the client names none of them, or refuses them with
 * `q=0`. A `*` gives its weight to every encoding the header does not name.
 */
export function preferredEncoding(header: string | undefined, offered: readonly Precompressed[]): Precompressed | undefined {
  if (!header || offered.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Precompressed | undefined;
  let bestWeight = 0;
  for (const encoding of PRECOMPRESSED) {
    if (!offered.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
