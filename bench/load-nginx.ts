/** nginx in front of the bench's instances: round robin, keep-alive upstreams, the header that names the upstream. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<ChildProcess> {
  for (const d of ['logs', 'tmp']) await fs.mkdir(path.join(dir, d), { recursive: true, mode: 0o777 });
  await fs.chmod(path.join(dir, 'tmp'), 0o777);
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream console { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    # The spec's team_uuid header: nginx drops headers with underscores unless told otherwise.
    underscores_in_headers on;
    client_max_body_size 0;
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  await fs.writeFile(path.join(dir, 'nginx.conf'), conf);
  const proc = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return proc;
    await sleep(100);
  }
  throw new Error(`nginx did not answer on ${port} (see ${dir}/logs/error.log)`);
}
