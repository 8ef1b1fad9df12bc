import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** Seat charts a venue draws once and reuses for every event (issue 32). */
const endpoint = endpointsOf('seating', async () => ({ ...(await import('./common.ts')), ...(await import('./seating.ts')) }));

const READ = profileRight('view', 'query.ownerId');
const CHANGE = profileRight('edit', 'query.ownerId');

export const SEATING_ENDPOINTS = {
  charts: endpoint(
    'GET',
    '/api/v1/seat_charts',
    "An owner's seat charts, last changed first",
    (c) => ({ query: c.chartOwnerQuery, reply: c.chartsReply }),
    {
      access: READ,
    },
  ),
  chart: endpoint(
    'GET',
    '/api/v1/seat_charts/:id',
    'One chart with its drawing, for the designer',
    (c) => ({ params: c.chartIdParams, query: c.chartOwnerQuery, reply: c.chartView }),
    { access: READ },
  ),
  createChart: endpoint(
    'POST',
    '/api/v1/seat_charts',
    'Add a chart',
    (c) => ({ query: c.chartOwnerQuery, body: c.saveChartBody, reply: c.chartView }),
    { status: 201, access: CHANGE },
  ),
  saveChart: endpoint(
    'PUT',
    '/api/v1/seat_charts/:id',
    "Save a chart's name and drawing (events keep the snapshot they took)",
    (c) => ({ params: c.chartIdParams, query: c.chartOwnerQuery, body: c.saveChartBody, reply: c.chartView }),
    { access: CHANGE },
  ),
  copyChart: endpoint(
    'POST',
    '/api/v1/seat_charts/:id/copy',
    'Copy a chart under a new name',
    (c) => ({ params: c.chartIdParams, query: c.chartOwnerQuery, reply: c.chartView }),
    { status: 201, access: CHANGE },
  ),
  deleteChart: endpoint(
    'DELETE',
    '/api/v1/seat_charts/:id',
    'Delete a chart (events that use it keep their snapshot)',
    (c) => ({ params: c.chartIdParams, query: c.chartOwnerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),
} as const;
