import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SEATING_ENDPOINTS as E } from '../../../contracts/seating.endpoints.ts';
import type { ChartSummary, ChartView, SaveChartBody } from '../../../contracts/seating.ts';
import { call } from '../../app/http.ts';

export type { ChartSummary, ChartView };

/** One owner's charts under one key: a save, copy or deletion refreshes the list and the designer. */
export const seatChartKeys = {
  owner: (ownerId: string) => ['seat-charts', ownerId] as const,
  list: (ownerId: string) => ['seat-charts', ownerId, 'list'] as const,
  chart: (ownerId: string, id: string) => ['seat-charts', ownerId, 'chart', id] as const,
};

export function seatChartsQuery(ownerId: string) {
  return queryOptions({
    queryKey: seatChartKeys.list(ownerId),
    queryFn: ({ signal }) => call(E.charts, { query: { ownerId }, signal }),
  });
}

export function seatChartQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: seatChartKeys.chart(ownerId, id),
    queryFn: ({ signal }) => call(E.chart, { params: { id }, query: { ownerId }, signal }),
    // The designer holds the drawing while it is edited: a refetch on focus must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function useChartMutation<TVars, TReply extends ChartView | { ok: true }>(ownerId: string, fn: (vars: TVars) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (reply) => {
      if ('document' in reply) queryClient.setQueryData(seatChartKeys.chart(ownerId, reply.id), reply);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: seatChartKeys.list(ownerId) }),
  });
}

/** A new chart: its name and an empty drawing (the designer opens on it). */
export function useCreateChart(ownerId: string) {
  return useChartMutation(ownerId, (name: string) =>
    call(E.createChart, { query: { ownerId }, body: { name, document: { version: 1, categories: [], objects: [] } } }),
  );
}

export function useSaveChart(ownerId: string) {
  return useChartMutation(ownerId, ({ id, body }: { id: string; body: SaveChartBody }) =>
    call(E.saveChart, { params: { id }, query: { ownerId }, body }),
  );
}

export function useCopyChart(ownerId: string) {
  return useChartMutation(ownerId, (id: string) => call(E.copyChart, { params: { id }, query: { ownerId } }));
}

export function useDeleteChart(ownerId: string) {
  return useChartMutation(ownerId, (id: string) => call(E.deleteChart, { params: { id }, query: { ownerId } }));
}
