import fs from 'node:fs';

type Table = Record<string, string[]>;

/**
 * The table as given; throws when it makes a cycle, names a context without entry, or misses a context folder (whose
 * imports no edge rule would then check) or has an entry for a folder that is gone.
 */
export function checkedEdges(table: Table, folders: string[]): Table {
  for (const folder of folders) if (!(folder in table)) throw new Error(`dependencies.json: the context ${folder} has no entry`);
  for (const context of Object.keys(table))
    if (!folders.includes(context)) throw new Error(`dependencies.json: ${context} is not a folder of contexts/`);
  const state = new Map<string, 'open' | 'done'>();
  const visit = (context: string, path: string[]) => {
    if (!(context in table)) throw new Error(`dependencies.json: ${path.at(-1)} names ${context}, which has no entry`);
    if (state.get(context) === 'done') return;
    if (state.get(context) === 'open') throw new Error(`dependencies.json has a cycle: ${[...path, context].join(' -> ')}`);
    state.set(context, 'open');
    for (const next of table[context]!) visit(next, [...path, context]);
    state.set(context, 'done');
  };
  for (const context of Object.keys(table)) visit(context, []);
  return table;
}

/** src/server/contexts/dependencies.json, checked against the context folders. */
export function allowedEdges(): Table {
  const dir = new URL('./', import.meta.url);
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return checkedEdges(JSON.parse(fs.readFileSync(new URL('dependencies.json', dir), 'utf8')) as Table, folders);
}
