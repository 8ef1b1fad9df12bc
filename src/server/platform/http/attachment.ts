/** A Content-Disposition value for a download; the name is reduced to safe characters. */
export function attachment(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `attachment; filename="${safe}"`;
}
