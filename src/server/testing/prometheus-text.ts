/**
 * A strict reader of the Prometheus text format (0.0.4) for tests: it throws on anything Prometheus' own parser
 * refuses that our writer could produce (a bad name, label or value, a second TYPE, a family split in two, samples
 * before their TYPE, histogram buckets that shrink or miss +Inf), and returns the families to assert on.
 */

export interface ParsedSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface ParsedFamily {
  type: string;
  help: string;
  samples: ParsedSample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const HISTOGRAM_SUFFIXES = ['_bucket', '_sum', '_count'];

function parseValue(text: string, line: string): number {
  if (text === 'NaN') return Number.NaN;
  if (text === '+Inf' || text === 'Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

/** `{a="x",b="y\"z"}` from position `at` (just past the name): the labels and where the block ends. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  while (line[i] !== '}') {
    const eq = line.indexOf('=', i);
    const name = line.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`bad label name '${name}' in: ${line}`);
    if (name in labels) throw new Error(`label '${name}' twice in: ${line}`);
    if (line[eq + 1] !== '"') throw new Error(`unquoted label value in: ${line}`);
    let value = '';
    let j = eq + 2;
    for (; line[j] !== '"'; j += 1) {
      if (j >= line.length) throw new Error(`unterminated label value in: ${line}`);
      if (line[j] === '\\') {
        j += 1;
        const escaped = { '\\': '\\', '"': '"', n: '\n' }[line[j]!];
        if (escaped === undefined) throw new Error(`bad escape in: ${line}`);
        value += escaped;
      } else value += line[j];
    }
    labels[name] = value;
    i = j + 1;
    if (line[i] === ',') i += 1;
    else if (line[i] !== '}') throw new Error(`expected , or } in: ${line}`);
  }
  return { labels, end: i + 1 };
}

function familyOf(name: string, families: Map<string, ParsedFamily>): string {
  for (const suffix of HISTOGRAM_SUFFIXES) {
    const base = name.slice(0, -suffix.length);
    if (name.endsWith(suffix) && families.get(base)?.type === 'histogram') return base;
  }
  return name;
}

function checkHistogram(name: string, family: ParsedFamily) {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([k]) => k !== 'le')
        .sort(),
    );
  for (const sample of family.samples) {
    const entry = series.get(keyOf(sample.labels)) ?? { buckets: [] };
    series.set(keyOf(sample.labels), entry);
    if (sample.name.endsWith('_bucket')) {
      if (sample.labels.le === undefined) throw new Error(`${name}: a bucket without le`);
      entry.buckets.push([parseValue(sample.labels.le, sample.labels.le), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
  }
  for (const [key, { buckets, count }] of series) {
    const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
    if (sorted.at(-1)?.[0] !== Number.POSITIVE_INFINITY) throw new Error(`${name}${key}: no +Inf bucket`);
    sorted.forEach(([, v], i) => {
      if (i && v < sorted[i - 1]![1]) throw new Error(`${name}${key}: buckets not cumulative`);
    });
    if (count !== sorted.at(-1)![1]) throw new Error(`${name}${key}: _count ${count} is not the +Inf bucket ${sorted.at(-1)![1]}`);
  }
}

export function parsePrometheusText(text: string): Map<string, ParsedFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, ParsedFamily>();
  const closed = new Set<string>();
  let current: string | undefined;
  const seen = new Set<string>();
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
      if (closed.has(name)) throw new Error(`${name} appears again after another family`);
      const family = families.get(name) ?? { type: 'untyped', help: '', samples: [] };
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`bad type in: ${line}`);
        if (families.get(name)?.samples.length) throw new Error(`TYPE of ${name} after its samples`);
        family.type = rest;
      } else family.help = rest;
      families.set(name, family);
      if (current && current !== name) closed.add(current);
      current = name;
      continue;
    }
    if (line.startsWith('#')) continue;
    const nameEnd = line.search(/[{ ]/);
    const name = line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
    const { labels, end } = line[nameEnd] === '{' ? parseLabels(line, nameEnd) : { labels: {}, end: nameEnd };
    const [value, timestamp, extra] = line.slice(end).trim().split(' ');
    if (extra !== undefined || (timestamp !== undefined && !/^-?\d+$/.test(timestamp))) throw new Error(`trailing text in: ${line}`);
    const base = familyOf(name, families);
    if (closed.has(base)) throw new Error(`${base} appears again after another family`);
    if (current && current !== base) closed.add(current);
    current = base;
    const series = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(series)) throw new Error(`a series twice: ${line}`);
    seen.add(series);
    const family = families.get(base) ?? { type: 'untyped', help: '', samples: [] };
    families.set(base, family);
    family.samples.push({ name, labels, value: parseValue(value ?? '', line) });
  }
  for (const [name, family] of families) if (family.type === 'histogram') checkHistogram(name, family);
  return families;
}

/** The value of the one sample of `family` named `name` (default: the family's) whose labels include `labels`. */
export function sampleValue(
  families: Map<string, ParsedFamily>,
  family: string,
  labels: Record<string, string> = {},
  name = family,
): number | undefined {
  const found = families.get(family)?.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found && found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found?.[0]?.value;
}
