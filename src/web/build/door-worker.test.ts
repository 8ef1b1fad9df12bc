import { describe, expect, it } from 'vitest';
import { doorBuild, doorPrecache, type BuiltChunk } from './door-worker.ts';

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...more,
});
const css = (...files: string[]) => ({ importedCss: new Set(files), importedAssets: new Set<string>() });
const ROUTES = '/src/web/routes';

describe('doorPrecache', () => {
  const chunks = [
    chunk('assets/index-a.js', {
      isEntry: true,
      imports: ['assets/runtime-b.js'],
      dynamicImports: ['assets/check-in-c.js', 'assets/registrations-d.js', 'assets/SignedInControls-e.js'],
      viteMetadata: css('assets/index-a.css'),
    }),
    chunk('assets/runtime-b.js'),
    chunk('assets/check-in-c.js', {
      facadeModuleId: `${ROUTES}/management/courses/$eventId_/check-in.tsx?tsr-split=component`,
      imports: ['assets/Select-f.js'],
      viteMetadata: css('assets/check-in-c.css'),
    }),
    chunk('assets/registrations-d.js', {
      facadeModuleId: `${ROUTES}/management/courses/$eventId/registrations.tsx?tsr-split=component`,
      imports: ['assets/Table-g.js'],
    }),
    chunk('assets/SignedInControls-e.js', { facadeModuleId: '/src/web/app/SignedInControls.tsx', imports: ['assets/Select-f.js'] }),
    chunk('assets/Select-f.js'),
    chunk('assets/Table-g.js'),
  ];

  it('takes the entry, the check-in route and the lazy pieces that are not routes, with their CSS; no other route', () => {
    expect(doorPrecache(chunks)).toEqual([
      '/assets/Select-f.js',
      '/assets/SignedInControls-e.js',
      '/assets/check-in-c.css',
      '/assets/check-in-c.js',
      '/assets/index-a.css',
      '/assets/index-a.js',
      '/assets/runtime-b.js',
    ]);
  });

  it('versions the worker by what it caches', () => {
    const files = doorPrecache(chunks);
    expect(doorBuild(files)).toBe(doorBuild([...files]));
    expect(doorBuild(files)).not.toBe(doorBuild(files.map((f) => f.replace('index-a', 'index-z'))));
  });
});
