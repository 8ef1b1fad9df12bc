import type { ByteRange } from '../../platform/storage/storage.ts';

/**
 * The byte range an HTTP Range header asks of a file of `size` bytes: 'all' to send the whole file (no header, a
 * header we do not read, or several ranges: a server may answer those with the whole file), a range to answer 206,
 * or 'unsatisfiable' for 416 (it starts past the end, or the file is empty).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'all' | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'all';
  const [, first = '', last = ''] = match;
  if (!first && !last) return 'all';
  if (!first) {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return 'all'; // not a valid range: ignored, as RFC 9110 says
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
