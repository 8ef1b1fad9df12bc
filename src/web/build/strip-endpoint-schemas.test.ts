import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS_MODULE, stripEndpointSchemas } from './strip-endpoint-schemas.ts';

const CONTRACTS = path.resolve(import.meta.dirname, '../../contracts');
const modules = fs
  .readdirSync(CONTRACTS)
  .filter((f) => f.endsWith('.endpoints.ts'))
  .map((f) => path.join(CONTRACTS, f));

describe('the web build strips endpoint schemas, summaries and access rules', () => {
  it('matches every endpoints module and nothing else', () => {
    expect(modules.length).toBeGreaterThan(10);
    for (const file of modules) expect(file).toMatch(ENDPOINTS_MODULE);
    expect(path.join(CONTRACTS, 'team.ts')).not.toMatch(ENDPOINTS_MODULE);
  });

  it.each(modules.map((m) => [path.basename(m), m]))(
    '%s keeps methods and paths, loses loaders, picks, summaries and access rules',
    async (_, file) => {
      const source = fs.readFileSync(file, 'utf8');
      const stripped = stripEndpointSchemas(source, file);
      expect(stripped).not.toContain('import(');
      expect(stripped).not.toMatch(/\(c\) =>/);
      // The stripped module, run: the same endpoints with the same methods, paths and options, and nothing else.
      const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'endpoints-')), path.basename(file));
      // The copy lives elsewhere: its imports of sibling contracts (endpoint.ts, access.ts) point back at the originals.
      fs.writeFileSync(
        copy,
        stripped.replace(/'\.\/([\w.-]+\.ts)'/g, (_, name: string) => `'${path.join(CONTRACTS, name)}'`),
      );
      type Declared = Record<
        string,
        Record<
          string,
          {
            method: string;
            path: string;
            status: number;
            form: boolean;
            summary: string;
            access?: unknown;
            apiKey?: unknown;
            schemas: () => Promise<unknown>;
          }
        >
      >;
      const [original, web] = [(await import(file)) as Declared, (await import(copy)) as Declared];
      for (const [group, endpoints] of Object.entries(original)) {
        for (const [name, endpoint] of Object.entries(endpoints)) {
          const built = web[group]![name]!;
          expect({ method: built.method, path: built.path, status: built.status, form: built.form }).toEqual({
            method: endpoint.method,
            path: endpoint.path,
            status: endpoint.status,
            form: endpoint.form,
          });
          expect(endpoint.access).toBeDefined();
          expect([built.access, built.apiKey]).toEqual([undefined, undefined]);
          expect(endpoint.summary).not.toBe('');
          expect(built.summary).toBe('');
          expect(stripped).not.toContain(endpoint.summary);
          await expect(built.schemas()).rejects.toThrow('server only');
        }
      }
    },
  );
});
