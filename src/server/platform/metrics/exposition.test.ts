import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../testing/prometheus-text.ts';
import { exposition, formatValue, histogramSamples, type MetricFamily } from './exposition.ts';

describe('formatValue', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [-3, '-3'],
    [0.25, '0.25'],
    [1e-7, '1e-7'],
    [1.5e21, '1.5e+21'],
    [Number.POSITIVE_INFINITY, '+Inf'],
    [Number.NEGATIVE_INFINITY, '-Inf'],
    [Number.NaN, 'NaN'],
  ])('%s -> %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});

describe('exposition', () => {
  it.each([
    ['plain', 'ok', 'x{route="ok"} 1'],
    ['a double quote', 'say "hi"', 'x{route="say \\"hi\\""} 1'],
    ['a backslash', 'C:\\dir', 'x{route="C:\\\\dir"} 1'],
    ['a line feed', 'two\nlines', 'x{route="two\\nlines"} 1'],
  ])('escapes %s in a label value', (_case, value, line) => {
    const text = exposition([{ name: 'x', help: 'h', type: 'gauge', samples: [{ labels: { route: value }, value: 1 }] }]);
    expect(text.split('\n')).toContain(line);
    expect(sampleValue(parsePrometheusText(text), 'x', { route: value })).toBe(1);
  });

  it('writes HELP (escaped) and TYPE before the samples, a sample without labels bare, and ends with a line feed', () => {
    const text = exposition([
      { name: 'a_total', help: 'one\\two\nthree', type: 'counter', samples: [{ value: 3 }] },
      { name: 'b', help: 'gauge', type: 'gauge', samples: [] },
    ]);
    expect(text).toBe('# HELP a_total one\\\\two\\nthree\n# TYPE a_total counter\na_total 3\n# HELP b gauge\n# TYPE b gauge\n');
    expect(parsePrometheusText(text).get('a_total')).toMatchObject({ type: 'counter', samples: [{ value: 3 }] });
  });

  it('writes a histogram as cumulative buckets up to +Inf, then its sum and count', () => {
    const family: MetricFamily = {
      name: 'd_seconds',
      help: 'latency',
      type: 'histogram',
      samples: histogramSamples({ route: '/r' }, [0.1, 1], [2, 0, 3], 7.5),
    };
    const text = exposition([family]);
    expect(text.split('\n').slice(2, -1)).toEqual([
      'd_seconds_bucket{route="/r",le="0.1"} 2',
      'd_seconds_bucket{route="/r",le="1"} 2',
      'd_seconds_bucket{route="/r",le="+Inf"} 5',
      'd_seconds_sum{route="/r"} 7.5',
      'd_seconds_count{route="/r"} 5',
    ]);
    expect(parsePrometheusText(text).get('d_seconds')!.samples).toHaveLength(5);
  });
});

describe('the test reader refuses what Prometheus refuses', () => {
  it.each([
    ['a bad name', '# TYPE 1x gauge\n1x 1\n'],
    ['a bad value', '# TYPE x gauge\nx one\n'],
    ['a family split in two', '# TYPE x gauge\nx{a="1"} 1\n# TYPE y gauge\ny 1\nx{a="2"} 1\n'],
    ['the same series twice', '# TYPE x gauge\nx 1\nx 2\n'],
    ['a bucket count that shrinks', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'],
    ['a histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_sum 1\nh_count 2\n'],
    ['no final line feed', '# TYPE x gauge\nx 1'],
    ['a bad escape', '# TYPE x gauge\nx{a="\\t"} 1\n'],
  ])('%s', (_case, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
