import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

/** npm run dev: the API (with the worker) on :3000 and Vite with hot reload on :5173, proxying /api. */
const children = [
  spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3000', OVATION_SKIP_WEB_BUILD: 'true' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
