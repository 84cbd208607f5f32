// `npm run dev`: the server with reload (tsx watch) and the Vite dev server with its proxy.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT ?? '3000',
  PUBLIC_URL: 'http://localhost:5173',
};
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite', 'apps/web', '--port', '5173'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
