/**
 * Regenerates src/web/routeTree.gen.ts from the route files, with the options vite.config.ts gives the router
 * plugin (the build does the same; this is for type checking without a build): `npx tsx scripts/routes.ts`.
 */
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(import.meta.dirname, '../src/web');
const config = getConfig({ target: 'react', autoCodeSplitting: true, routesDirectory: './routes', generatedRouteTree: './routeTree.gen.ts' }, root);
await new Generator({ config, root }).run();
