// `npm start`: install, build, and start the console with demo data (the server prints the URL and demo sign-ins).
import { fork } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const child = fork(path.join(root, 'apps/server/dist/server.js'), [], {
  cwd: root,
  env: { NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), ...process.env },
  stdio: 'inherit',
});
const forward = (sig) => child.kill(sig);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => process.exit(code ?? 0));
