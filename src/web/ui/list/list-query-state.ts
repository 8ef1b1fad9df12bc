import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../app/http.ts';

type ListQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isPlaceholderData' | 'isError' | 'error' | 'refetch'>;

/**
 * What a list's DataTable shows of the query behind it: skeleton rows on the first load, the previous page dimmed
 * while the next loads, and a failure (the server's words, else `failedText`) with Try again refetching. `failedText`
 * null leaves a failure to the page (a failed search is a notification and an empty list).
 */
export function listQueryState(result: ListQuery, failedText: string | null) {
  return {
    loading: result.isPending,
    stale: result.isPlaceholderData,
    error: result.isError && failedText !== null ? errorMessage(result.error, failedText) : null,
    onRetry: () => void result.refetch(),
  };
}
