/**
 * The Prometheus text exposition format (version 0.0.4), written by hand: a few families of counters, gauges and
 * histograms need no client library, and the writer stays exact and allocation-light on the scrape path.
 */

export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';
export type Labels = Readonly<Record<string, string>>;

/** One line: the family's name plus `suffix` (a histogram's `_bucket`, `_sum`, `_count`), its labels and value. */
export interface Sample {
  suffix?: '_bucket' | '_sum' | '_count';
  labels?: Labels;
  value: number;
}

/** A counter's name ends in `_total`; its samples carry no suffix. */
export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: readonly Sample[];
}

/** Go's float syntax, which Prometheus parses: integers plain, infinities and NaN spelled out. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** A label value escapes backslash, double quote and line feed. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
/** HELP text escapes backslash and line feed. */
const escapeHelp = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function labelText(labels: Labels | undefined): string {
  if (!labels) return '';
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

/** The whole exposition: each family's HELP and TYPE lines, then its samples; a final line feed. */
export function exposition(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) lines.push(`${family.name}${sample.suffix ?? ''}${labelText(sample.labels)} ${formatValue(sample.value)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A histogram's samples from per-bucket counts (`counts[i]`: observations in bucket i alone, the last one above the
 * highest bound): cumulative `_bucket` lines up to `le="+Inf"`, then `_sum` and `_count`.
 */
export function histogramSamples(labels: Labels, bounds: readonly number[], counts: readonly number[], sum: number): Sample[] {
  const samples: Sample[] = [];
  let cumulative = 0;
  for (let i = 0; i <= bounds.length; i += 1) {
    cumulative += counts[i] ?? 0;
    const le = i < bounds.length ? formatValue(bounds[i]!) : '+Inf';
    samples.push({ suffix: '_bucket', labels: { ...labels, le }, value: cumulative });
  }
  samples.push({ suffix: '_sum', labels, value: sum }, { suffix: '_count', labels, value: cumulative });
  return samples;
}
