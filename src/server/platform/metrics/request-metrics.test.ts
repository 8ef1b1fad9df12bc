import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../testing/prometheus-text.ts';
import { exposition } from './exposition.ts';
import { LATENCY_BUCKETS, requestMetrics } from './request-metrics.ts';

const read = (metrics: ReturnType<typeof requestMetrics>) => parsePrometheusText(exposition(metrics.families()));

describe('requestMetrics', () => {
  it.each([
    [101, '1xx'],
    [200, '2xx'],
    [204, '2xx'],
    [302, '3xx'],
    [404, '4xx'],
    [429, '4xx'],
    [500, '5xx'],
    [503, '5xx'],
  ])('counts status %i as %s', (status, statusClass) => {
    const metrics = requestMetrics();
    metrics.record('GET', '/r', status, 0.001);
    expect(sampleValue(read(metrics), 'ovation_http_requests_total', { method: 'GET', route: '/r', status: statusClass })).toBe(1);
  });

  it.each([
    [0, '0.005'],
    [0.005, '0.005'],
    [0.0051, '0.01'],
    [1, '1'],
    [10, '10'],
    [10.5, '+Inf'],
  ])('puts %s s in the first bucket whose bound is at least it (le %s)', (seconds, le) => {
    const metrics = requestMetrics();
    metrics.record('GET', '/r', 200, seconds);
    const families = read(metrics);
    const bucket = (bound: string) =>
      sampleValue(families, 'ovation_http_request_duration_seconds', { route: '/r', le: bound }, 'ovation_http_request_duration_seconds_bucket');
    const bounds = [...LATENCY_BUCKETS.map(String), '+Inf'];
    const first = bounds.indexOf(le);
    expect(bounds.map(bucket)).toEqual(bounds.map((_, i) => (i >= first ? 1 : 0)));
  });

  it('keeps a series per method and route, counts and sums them, and leaves out status classes not seen', () => {
    const metrics = requestMetrics();
    metrics.record('GET', '/api/v1/events/:id', 200, 0.02);
    metrics.record('GET', '/api/v1/events/:id', 200, 0.03);
    metrics.record('PATCH', '/api/v1/events/:id', 422, 0.1);
    const families = read(metrics);
    const count = (labels: Record<string, string>) => sampleValue(families, 'ovation_http_requests_total', labels);
    expect(count({ method: 'GET', status: '2xx' })).toBe(2);
    expect(count({ method: 'PATCH', status: '4xx' })).toBe(1);
    expect(count({ method: 'GET', status: '4xx' })).toBeUndefined();
    const latency = (name: string, method: string) =>
      sampleValue(
        families,
        'ovation_http_request_duration_seconds',
        { method, route: '/api/v1/events/:id' },
        `ovation_http_request_duration_seconds${name}`,
      );
    expect(latency('_count', 'GET')).toBe(2);
    expect(latency('_sum', 'GET')).toBeCloseTo(0.05);
    expect(latency('_count', 'PATCH')).toBe(1);
  });
});
