/**
 * Cuts text to at most `max` characters, marking the cut with an ellipsis (the spec's truncation lengths). Counts code
 * points, so an emoji is never split into a lone surrogate.
 */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** How many characters of one user-chosen name an e-mail subject shows (an event, an organization, a person). */
export const SUBJECT_NAME_MAX = 60;

/**
 * A user-chosen name as it may stand in an e-mail subject: control and bidirectional-override characters dropped
 * (no header injection, no reversed text), line breaks and runs of spaces made one space, cut at `max` characters
 * with an ellipsis (so a name cannot fill the subject with a message of its own).
 */
export function subjectName(name: string, max = SUBJECT_NAME_MAX): string {
  const clean = name
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(clean, max);
}

/** Counts over 999 show as 1.0k, 1.0m. */
export function formatCount(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}m`;
  if (Math.abs(n) >= 1_000) return `${(n / 1_000).toFixed(1)}k`;
  return String(n);
}

/** A file size for people: 512 B, 1.5 KB, 2.3 MB (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const TRUNCATE = {
  menuName: 18,
  sidebarName: 15,
  teamName: 20,
  orderSummaryName: 43,
} as const;

/** Ends every block and line break of HTML with a space, so its words stay apart once the tags are dropped. */
export const spaceHtmlBlocks = (html: string): string => html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
