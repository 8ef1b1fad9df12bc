import { isApiError } from '../../app/http.ts';
import { serverErrorList } from '../memberships/index.ts';

/**
 * The text of a refused save (content-management 8): the server's messages joined with ', '. Its `messages` list every
 * reason (a refused bulk import names each bad code), which can be more than one per field; without them the field
 * messages, else `fallback` (a network failure, a server error).
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  const fields = serverErrorList(error, fallback);
  const refused = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
  const own = refused ? [...new Set(error.messages.filter(Boolean))] : [];
  return (own.length > fields.length ? own : fields).join(', ');
}
