import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LIST_MANAGE_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { isApiError } from '../../app/http.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { listQuery, type PrivateListView } from './api.ts';

/**
 * A page about one list: a loader until it arrives, then `children` with it; 'Sorry! That list wasn’t found.' for
 * an id that is not a list of this owner (or no id at all), and 'Failed to fetch list' with Try again otherwise.
 */
export function WithList({ ownerId, id, children }: { ownerId: string; id: string | undefined; children: (list: PrivateListView) => ReactNode }) {
  const result = useQuery({ ...listQuery(ownerId, id ?? ''), enabled: id !== undefined });
  if (id === undefined || (result.isError && isApiError(result.error) && result.error.status === 404)) return <NotFound message={T.notFound} />;
  if (result.isError) return <RetryAlert message={T.fetchFailed} onRetry={() => void result.refetch()} />;
  if (result.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={T.loading} />
      </Center>
    );
  }
  return children(result.data);
}
