import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { ENDPOINTS_MODULE, stripEndpointSchemas } from './src/web/build/strip-endpoint-schemas.ts';
import { precompress } from './src/web/build/precompress.ts';
import { doorWorker } from './src/web/build/door-worker.ts';

/** A web feature's public entry (`features/<name>/index.ts`), which only re-exports. */
const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// The web app lives in src/web; the API is served by Fastify on the same origin.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './routes',
      generatedRouteTree: './routeTree.gen.ts',
    }),
    react(),
    {
      // The web takes method and path from contracts/<ctx>.endpoints.ts; schemas and summaries stay on the server.
      name: 'ovation-strip-endpoint-schemas',
      enforce: 'pre',
      transform: (code, id) => (ENDPOINTS_MODULE.test(id) ? { code: stripEndpointSchemas(code, id), map: null } : null),
    },
    // /door-sw.js, the door's service worker, with the files a check-in page loads (issue 35).
    doorWorker(),
    // .br and .gz beside each output file, which the server sends by Accept-Encoding (static-files.ts).
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No <link rel="modulepreload"> per dependency of a lazy chunk: inserting them (a route's page brought 37) was a
    // 20-90 ms task on a 4x slowed phone. Chunks import their dependencies directly (hoisted), so the browser asks
    // for them as soon as the chunk arrives.
    modulePreload: false,
    rolldownOptions: {
      // A feature's index.ts only re-exports: marked free of side effects, a page importing one name from it no
      // longer loads every module it names (home's explore section brought the event editor and floating-ui).
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk instead of a dozen small
          // shared ones (react-dom, router, query, Mantine's base) compresses better and saves requests. Route
          // chunks and lazily loaded popups are split as before.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // `npm run dev` runs the API on API_PORT (default 3000) beside Vite.
    proxy: Object.fromEntries(['/api', '/stripe', '/membership_subscriptions'].map((p) => [p, `http://localhost:${process.env.API_PORT ?? 3000}`])),
  },
});
