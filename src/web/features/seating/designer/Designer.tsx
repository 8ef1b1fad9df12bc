import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DESIGNER_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import { errorMessage, isApiError } from '../../../app/http.ts';
import { NotFound } from '../../../ui/NotFound.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { seatChartQuery } from '../api.ts';
import { DesignerEditor } from './DesignerEditor.tsx';

/** The designer page: the chart loads, then the editor starts from it (a 404 shows the not-found text). */
export function Designer({ ownerId, username, chartId }: { ownerId: string; username: string; chartId: string }) {
  const chart = useQuery(seatChartQuery(ownerId, chartId));
  if (chart.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={T.loading} />
      </Center>
    );
  }
  if (chart.isError) {
    if (isApiError(chart.error) && chart.error.status === 404) return <NotFound message={T.notFound} />;
    return <RetryAlert message={errorMessage(chart.error, T.loadFailed)} onRetry={() => void chart.refetch()} />;
  }
  return <DesignerEditor key={chart.data.id} chart={chart.data} ownerId={ownerId} username={username} />;
}
