import { HTTP_MESSAGES } from '../../contracts/site.messages.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './http.ts';
import { readAccessToken } from './token.ts';

/** The file name of a Content-Disposition header (filename*= or filename=), or the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * How a download asks the API, signed in by the session cookie or the preview login's token. The API may answer with
 * a 302 to the bucket (S3_REDIRECTS), which the fetch follows: the cookie goes to our own origin only, and no header
 * of our own goes along (it would make the bucket answer a preflight, which S3-compatible servers do differently).
 */
export function downloadRequest(token: string | null): RequestInit {
  return { credentials: 'same-origin', headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/** Downloads a file from the API (CSV exports, ticket PDFs) of the page's own origin, and saves it. */
export async function downloadFile(path: string, query: Record<string, string | number | boolean | undefined>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(`${path}?${params.toString()}`, downloadRequest(readAccessToken()));
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let message = HTTP_MESSAGES.requestFailed(response.status);
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, 'internal', message);
  }
  saveBlob(await response.blob(), dispositionFileName(response.headers.get('content-disposition'), fallbackName));
}

/** Saves a file as a download: one the API sent, or one built in the browser (a list's Export CSV). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
